import { Check } from 'lucide-react';
import { cn } from '../../lib/cn';

const tones = {
  /** On a plain white option. */
  plain: { box: 'h-7 w-7 border-slate-400', picked: 'border-brand-600 bg-brand-600', tick: 'text-white' },
  /** On the live game's coloured tile, in white. */
  onColour: { box: 'h-8 w-8 border-white', picked: 'bg-white', tick: 'text-slate-900' },
} as const;

/**
 * A multiple-select option's box, ticked once picked: the state seen at a glance, not only as a tint. Its button says
 * it to a screen reader (role checkbox, aria-checked), so the box itself is hidden from one.
 */
export function TickBox({ picked, tone = 'plain' }: { picked: boolean; tone?: keyof typeof tones }) {
  const look = tones[tone];
  return (
    <span
      className={cn('flex shrink-0 items-center justify-center rounded-md border-2', look.box, picked && look.picked)}
      data-tick={picked ? 'on' : 'off'}
      aria-hidden="true"
    >
      {picked && <Check className={cn('h-5 w-5', look.tick)} strokeWidth={3} />}
    </span>
  );
}
