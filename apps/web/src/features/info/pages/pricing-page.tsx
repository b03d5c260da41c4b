import { Check } from 'lucide-react';
import { Card } from '../../../components/ui/card';
import { InfoLayout, InfoList, InfoSection, TextLink } from '../components/info-layout';

const included = [
  'As many accounts and quizzes as your server holds',
  'Public and private quizzes',
  'Ratings, reviews and sharing',
  'Every feature as it is released',
];

export function PricingPage() {
  return (
    <InfoLayout title="Pricing" intro="Quiz Adventure is free. There are no plans, subscriptions or paid tiers.">
      <Card className="p-8">
        <p className="text-sm font-semibold tracking-wide text-brand-600 uppercase">Self-hosted</p>
        <p className="mt-2 text-5xl font-black text-slate-900">Free</p>
        <p className="mt-2 text-slate-600">Run it on your own computer or server.</p>
        <ul className="mt-6 space-y-2">
          {included.map((item) => (
            <li key={item} className="flex items-center gap-2 text-slate-800">
              <Check className="h-5 w-5 text-brand-600" aria-hidden="true" />
              {item}
            </li>
          ))}
        </ul>
      </Card>

      <InfoSection title="What it costs to run">
        <p>
          The only costs are your own: the machine it runs on and, if you choose to use them, outside services. Out of
          the box Quiz Adventure needs nothing but Node.js: it keeps its data in an embedded database and prints emails
          to the server log instead of sending them.
        </p>
        <InfoList
          items={[
            { term: 'Required', text: 'Node.js 20.19 or newer.' },
            { term: 'Optional', text: 'a PostgreSQL server, for larger installations.' },
            { term: 'Optional', text: 'Redis, to run several instances side by side.' },
            { term: 'Optional', text: 'an SMTP server, to send verification and password-reset emails.' },
            {
              term: 'Optional',
              text: 'an OpenAI-compatible AI endpoint, for the planned AI quiz generation; its provider may charge for use.',
            },
          ]}
        />
        <p>
          The <TextLink to="/documentation">documentation</TextLink> shows how to install it and how to configure each
          of these.
        </p>
      </InfoSection>
    </InfoLayout>
  );
}
