import { Button, Field, Heading, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState, type FormEvent } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { ApiError } from '../../api/ApiError';
import { callApi } from '../../api/client';
import { securityProfileProblems, MIN_SECURITY_QUESTIONS } from '../../shared/rules/securityAnswer';
import { byPointer, ProblemList } from '../forms/NewPasswordFields';
import { TextField } from '../forms/TextField';
import { useT } from '../../core/i18n/useT';
import { AppLayout } from '../layout/AppLayout';
import { PageSpinner } from '../layout/PageSpinner';
import { notify } from '../../core/notices/notify';
import { usePageTitle } from '../pages/usePageTitle';

type Pair = { question: string; answer: string };

/** /{company}/pages/update-security-profile: the signed-in user's security questions, under the answer rules. */
export function UpdateSecurityProfilePage() {
  const { company = '' } = useParams();
  const t = useT();
  const navigate = useNavigate();
  usePageTitle(t('Security profile'));
  const [offered, setOffered] = useState<string[] | null>(null);
  const [missing, setMissing] = useState(false);
  const [pairs, setPairs] = useState<Pair[]>([]);
  const [tried, setTried] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string[]>>({});
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    const controller = new AbortController();
    callApi('globals.securityquestions', { signal: controller.signal })
      .then((a) => {
        setOffered(a.questions.map((q) => q.text));
        setMissing(a.profile.length === 0);
        const start =
          a.profile.length >= MIN_SECURITY_QUESTIONS ? a.profile : a.questions.slice(0, MIN_SECURITY_QUESTIONS).map((q) => q.text);
        setPairs(start.map((question) => ({ question, answer: '' })));
      })
      .catch((err: Error) => err.name !== 'AbortError' && setOffered([]));
    return () => controller.abort();
  }, []);

  if (!offered)
    return (
      <AppLayout>
        <PageSpinner />
      </AppLayout>
    );
  const problems = tried ? securityProfileProblems(pairs) : [];
  const problemsOf = (index: number, field: 'question' | 'answer') => [
    ...problems.filter((p) => p.index === index && p.field === field).map((p) => p.message),
    ...(serverErrors[`/answers/${index}/${field}`] ?? []),
  ];
  const setPair = (index: number, patch: Partial<Pair>) => setPairs((all) => all.map((p, i) => (i === index ? { ...p, ...patch } : p)));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setTried(true);
    setServerErrors({});
    if (securityProfileProblems(pairs).length) return;
    setBusy(true);
    try {
      await callApi('globals.save_securityquestions', {
        body: { answers: pairs },
      });
      notify({
        type: 'success',
        title: t('Your security profile has been saved.'),
      });
      navigate(`/${company}/home`);
    } catch (err) {
      if (err instanceof ApiError && err.errors.length) setServerErrors(byPointer(err.errors));
    } finally {
      setBusy(false);
    }
  };

  return (
    <AppLayout>
      <form onSubmit={(e) => void submit(e)} noValidate>
        <Stack gap="5" maxW="2xl">
          <Heading as="h1" size="2xl">
            {t('Security profile')}
          </Heading>
          {missing && <Text color="fg.warning">{t('Your security profile is missing')}</Text>}
          <ProblemList messages={[...problems.filter((p) => p.index < 0).map((p) => p.message), ...(serverErrors['/answers'] ?? [])]} />
          {pairs.map((pair, index) => (
            <Stack key={index} gap="2" borderWidth="1px" rounded="md" p="3">
              <Field.Root invalid={problemsOf(index, 'question').length > 0}>
                <Field.Label>{t('Question {1}', { 1: index + 1 })}</Field.Label>
                <NativeSelect.Root>
                  <NativeSelect.Field value={pair.question} onChange={(e) => setPair(index, { question: e.currentTarget.value })}>
                    {[...new Set([pair.question, ...offered])].map((q) => (
                      <option key={q} value={q}>
                        {t(q)}
                      </option>
                    ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
                {problemsOf(index, 'question').map((m) => (
                  <Field.ErrorText key={m}>{t(m)}</Field.ErrorText>
                ))}
              </Field.Root>
              <TextField
                label="Answer {1}"
                labelValues={{ 1: index + 1 }}
                name={`answer-${index}`}
                autoComplete="off"
                value={pair.answer}
                onChange={(answer) => setPair(index, { answer })}
                errors={problemsOf(index, 'answer')}
              />
            </Stack>
          ))}
          <Button type="submit" loading={busy} alignSelf="flex-start">
            {t('Save')}
          </Button>
        </Stack>
      </form>
    </AppLayout>
  );
}
