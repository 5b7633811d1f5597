import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { AlertCircle, Timer } from 'lucide-react';
import { staffLoginSchema, type StaffLogin } from '@islandstay/shared/staff/staff.schemas';
import { Button } from '@islandstay/web-common/components/button/button';
import { fieldA11y, FormField } from '@islandstay/web-common/components/form/form-field';
import form from '../../../components/form/form.module.css';
import { useSchemaForm } from '@islandstay/web-common/lib/form-resolver';
import { fieldMessageFor } from '@islandstay/web-common/errors/messages';
import { staffLogin } from '../api/staff-login.ts';
import { useCountdown } from '@islandstay/web-common/lib/use-countdown';
import { loginProblem, type LoginProblem } from './login-errors.ts';

interface LoginValues {
  username: string;
  password: string;
}

/** Username (or email) and password, checked by the server; each refusal has its own message. */
export function LoginForm({ onSignedIn }: { onSignedIn: () => void }) {
  const { t } = useTranslation();
  const [problem, setProblem] = useState<LoginProblem | null>(null);
  const countdown = useCountdown();
  const { register, handleSubmit, errors, isSubmitting } = useSchemaForm<LoginValues, StaffLogin>(staffLoginSchema, { defaultValues: { username: '', password: '' } });

  async function submit(values: StaffLogin) {
    setProblem(null);
    try {
      await staffLogin(values.identifier, values.password);
    } catch (error) {
      const found = loginProblem(error, t);
      setProblem(found);
      if (found.retryAfterSeconds) countdown.start(found.retryAfterSeconds);
      return;
    }
    toast.success(t('login.success'));
    onSignedIn();
  }

  const waiting = problem?.kind === 'rateLimited' && countdown.running;
  const usernameError = fieldMessageFor(errors.username, t, { scope: 'staff', field: 'username' });
  const passwordError = fieldMessageFor(errors.password, t, { scope: 'staff', field: 'password' });

  return (
    <form className={form.form} onSubmit={handleSubmit(submit)} noValidate>
      {problem && (problem.kind !== 'rateLimited' || waiting) && (
        <div className={form.alert} role="alert">
          {waiting ? <Timer size={18} aria-hidden="true" /> : <AlertCircle size={18} aria-hidden="true" />}
          <span>
            {problem.message}
            {waiting && (
              <>
                {' '}
                <strong>{t('login.errors.retryIn', { count: countdown.seconds })}</strong>
              </>
            )}
          </span>
        </div>
      )}
      <FormField id="login-username" label={t('login.username')} error={usernameError} required>
        <input className={form.input} type="text" autoComplete="username" autoCapitalize="none" spellCheck={false} {...fieldA11y('login-username', usernameError)} {...register('username')} />
      </FormField>
      <FormField id="login-password" label={t('login.password')} error={passwordError} required>
        <input className={form.input} type="password" autoComplete="current-password" {...fieldA11y('login-password', passwordError)} {...register('password')} />
      </FormField>
      <Button type="submit" variant="primary" disabled={isSubmitting || waiting}>
        {isSubmitting ? t('login.signingIn') : t('login.submit')}
      </Button>
    </form>
  );
}
