import { Button, Stack } from '@chakra-ui/react';
import { useEffect, useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { ApiError } from '../../api/ApiError';
import { callApi } from '../../api/client';
import { FormCard } from '../forms/FormCard';
import { TextField } from '../forms/TextField';
import { useT } from '../../core/i18n/useT';
import { PageSpinner } from '../layout/PageSpinner';
import { useReset, useResetCompany } from './resetContext';

/** /reset-password/security-check?company=&username=: every question of the user's profile answered. */
export function SecurityCheckPage() {
  const t = useT();
  const navigate = useNavigate();
  const company = useResetCompany();
  const [search] = useSearchParams();
  const username = (search.get('username') ?? '').trim();
  const { setVerified } = useReset();
  const [questions, setQuestions] = useState<{ id: number; text: string }[] | null>(null);
  const [answers, setAnswers] = useState<Record<number, string>>({});
  const [alert, setAlert] = useState<{ status: 'error'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    const controller = new AbortController();
    if (!username) return setAlert({ status: 'error', text: t('Field is required') });
    callApi('passwordreset.security_questions', {
      query: { username, company },
      signal: controller.signal,
    })
      .then((a) => setQuestions(a.questions))
      .catch((err: Error) => {
        if (err.name === 'AbortError') return;
        setQuestions([]);
        setAlert({
          status: 'error',
          text: t(err instanceof ApiError ? err.detail : 'Error getting data'),
        });
      });
    return () => controller.abort();
  }, [username, company, t]);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!questions) return;
    setBusy(true);
    try {
      const body = {
        username,
        company,
        answers: questions.map((q) => ({
          id: q.id,
          answer: answers[q.id] ?? '',
        })),
      };
      const answer = await callApi('passwordreset.verify_questions', { body });
      if (answer.verified && answer.reset_token) {
        setVerified(username, answer.reset_token);
        return navigate(`/reset-password/set?company=${company}`);
      }
      if (!answer.attempts_left) return navigate(`/reset-password/error?company=${company}`);
      setAlert({
        status: 'error',
        text: t('Verification failed. Attempts left: {1}', {
          1: answer.attempts_left,
        }),
      });
    } catch {
      navigate(`/reset-password/error?company=${company}`);
    } finally {
      setBusy(false);
    }
  };

  if (!questions && !alert) return <PageSpinner />;
  return (
    <FormCard title={t('Security questions')} alert={alert}>
      <form onSubmit={(e) => void submit(e)} noValidate>
        <Stack gap="4">
          {(questions ?? []).map((q) => (
            <TextField
              key={q.id}
              label={q.text}
              name={`answer-${q.id}`}
              autoComplete="off"
              value={answers[q.id] ?? ''}
              onChange={(v) => setAnswers((a) => ({ ...a, [q.id]: v }))}
            />
          ))}
          {questions && questions.length > 0 && (
            <Button type="submit" loading={busy} disabled={questions.some((q) => !(answers[q.id] ?? '').trim())}>
              {t('Verify')}
            </Button>
          )}
        </Stack>
      </form>
    </FormCard>
  );
}
