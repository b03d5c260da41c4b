import { useState } from 'react';
import { Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import toast from 'react-hot-toast';
import { GenerationLimits, type GeneratedQuestionKind } from '@quiz/contract/limits';
import { currentLanguage } from '../../../i18n';
import { Messages } from '../../../i18n/messages';
import { numQuestionsField } from '@quiz/contract/generation';
import { AppHeader } from '../../../components/app-header';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { CheckboxField, TextAreaField } from '../../../components/ui/fields';
import { FormField } from '../../../components/ui/form-field';
import { PageSpinner } from '../../../components/ui/page-spinner';
import { CategorySelect } from '../../../components/category-select';
import { aiErrorMessage, useAiConfigured, useGenerateQuiz } from '../api/generate-quiz';
import { AiUnavailable } from '../components/ai-unavailable';
import { defaultQuestionTypes, QuestionTypesField, questionTypesError } from '../components/question-types-field';

export function CreateAiQuizPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const configured = useAiConfigured();
  const generate = useGenerateQuiz();
  const [title, setTitle] = useState('');
  const [topic, setTopic] = useState('');
  const [topicError, setTopicError] = useState<string>();
  const [description, setDescription] = useState('');
  const [category, setCategory] = useState<string>('Other');
  const [numQuestions, setNumQuestions] = useState(String(GenerationLimits.questionsDefault));
  // The quiz's language starts as the interface's.
  const [language, setLanguage] = useState<'english' | 'vietnamese'>(() =>
    currentLanguage() === 'vi' ? 'vietnamese' : 'english',
  );
  const [isPublic, setIsPublic] = useState(false);
  const [questionTypes, setQuestionTypes] = useState<GeneratedQuestionKind[]>(defaultQuestionTypes);
  const [questionTypesMessage, setQuestionTypesMessage] = useState<string>();

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const typesError = questionTypesError(questionTypes);
    setQuestionTypesMessage(typesError);
    if (!topic.trim()) return setTopicError(Messages.topicRequired);
    if (typesError) return;
    const count = numQuestionsField.parse(numQuestions === '' ? 'not a number' : numQuestions);
    setNumQuestions(String(count));
    const loading = toast.loading(Messages.aiGenerating);
    generate.mutate(
      {
        title,
        topic,
        description,
        category: category as never,
        numQuestions: count,
        language,
        isPublic,
        questionTypes,
      },
      {
        onSuccess: (response) => {
          toast.dismiss(loading);
          if (!response?.data?._id) return void toast.error(Messages.aiInvalidQuizData);
          toast.success(Messages.quizCreated);
          void navigate(`/quiz/${response.data._id}`);
        },
        onError: (error) => {
          toast.dismiss(loading);
          toast.error(aiErrorMessage(error));
        },
      },
    );
  };

  return (
    <div className="min-h-screen">
      <AppHeader />
      <main className="mx-auto max-w-3xl space-y-6 px-4 py-8">
        <h1 className="flex items-center gap-2 text-2xl font-bold">
          <Sparkles className="h-6 w-6 text-brand-600" aria-hidden="true" /> {t('generation.ai.title')}
        </h1>
        {configured.isLoading && <PageSpinner label={t('generation.ai.checking')} />}
        {configured.data === false && <AiUnavailable />}
        {configured.data && (
          <form onSubmit={submit} noValidate>
            <Card className="space-y-4">
              <FormField
                label={t('generation.titleOptional')}
                hint={t('generation.ai.titleHint')}
                value={title}
                onChange={(e) => setTitle(e.target.value)}
              />
              <FormField
                label={t('generation.ai.topic')}
                placeholder={t('generation.ai.topicPlaceholder')}
                value={topic}
                maxLength={GenerationLimits.topicMax}
                error={topicError}
                onChange={(e) => {
                  setTopic(e.target.value);
                  setTopicError(undefined);
                }}
              />
              <TextAreaField
                label={t('quizForm.description')}
                rows={2}
                value={description}
                onChange={(e) => setDescription(e.target.value)}
              />
              <div className="grid gap-4 sm:grid-cols-2">
                <CategorySelect value={category} onChange={(e) => setCategory(e.target.value)} />
                <FormField
                  label={t('generation.ai.numQuestions')}
                  type="number"
                  min={GenerationLimits.questionsMin}
                  max={GenerationLimits.questionsMax}
                  value={numQuestions}
                  onChange={(e) => setNumQuestions(e.target.value)}
                />
              </div>
              <QuestionTypesField
                value={questionTypes}
                error={questionTypesMessage}
                onChange={(types) => {
                  setQuestionTypes(types);
                  setQuestionTypesMessage(questionTypesError(types));
                }}
              />
              <fieldset className="flex gap-6 text-sm">
                <legend className="mb-1 font-medium text-slate-700">{t('generation.ai.language')}</legend>
                {(['english', 'vietnamese'] as const).map((value) => (
                  <label key={value} className="flex items-center gap-2">
                    <input
                      type="radio"
                      name="language"
                      checked={language === value}
                      onChange={() => setLanguage(value)}
                    />
                    {value === 'english' ? t('generation.ai.english') : t('generation.ai.vietnamese')}
                  </label>
                ))}
              </fieldset>
              <CheckboxField
                label={t('quizForm.public')}
                checked={isPublic}
                onChange={(e) => setIsPublic(e.target.checked)}
              />
              <div className="flex justify-end gap-3">
                <Link to="/dashboard" className={buttonClasses('secondary')}>
                  {t('quizForm.cancel')}
                </Link>
                <Button type="submit" disabled={!topic.trim()} loading={generate.isPending}>
                  {generate.isPending ? t('generation.ai.generating') : t('generation.ai.submit')}
                </Button>
              </div>
            </Card>
          </form>
        )}
      </main>
    </div>
  );
}
