import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useSetAtom } from 'jotai';
import { refreshSessionAtom, safeNextPath, useNavigate } from '@cepa/core';
import { FormScope, FormTextField } from '@cepa/core/form';
import { Alert, Button } from '@cepa/ui';
import { login, loginErrorOutcome, toLoginPayload } from '../../api';
import { loginFormSchema, type LoginFormInput, type LoginFormValues } from '../../forms';
import { useLayoutMessages } from '../../messages';

const loginFields = ['email', 'password'] as const;

export type LoginOutcome = ReturnType<typeof loginErrorOutcome>;

export type LoginPageProps = {
  /** The `next` query: where to go after logging in; only a same-site path is followed. */
  next?: string | null;
  /**
   * A login sent without JavaScript that failed (the server's `POST /login`): the page shows why, with
   * the e-mail that was typed (never the password).
   */
  attempt?: { email: string; failure: LoginOutcome };
};

/** Cepa's own members' login (SPEC shows only /login and logout): e-mail and password. */
export function LoginPage({ next, attempt }: LoginPageProps) {
  const t = useLayoutMessages();
  const titleId = useId();
  const navigate = useNavigate();
  const refreshSession = useSetAtom(refreshSessionAtom);
  const [failure, setFailure] = useState<LoginOutcome | null>(attempt?.failure ?? null);
  const form = useForm<LoginFormInput, unknown, LoginFormValues>({
    resolver: zodResolver(loginFormSchema),
    defaultValues: { email: attempt?.email ?? '', password: '' },
  });
  const {
    handleSubmit,
    formState: { isSubmitting },
  } = form;

  const onSubmit = async (values: LoginFormValues) => {
    setFailure(null);
    try {
      await login(toLoginPayload(values));
    } catch (error) {
      setFailure(loginErrorOutcome(error));
      return;
    }
    refreshSession();
    navigate(safeNextPath(next, '/'));
  };

  return (
    <section aria-labelledby={titleId} className="mx-auto flex w-full max-w-md flex-col gap-6 px-4 py-10">
      <h1 id={titleId} className="font-display text-3xl font-semibold text-fg-accent">
        {t('layout.login.title')}
      </h1>
      <p className="text-fg-muted">{t('layout.login.intro')}</p>
      {failure && <Alert tone="error" live="assertive" description={t(`layout.login.${failure}`)} />}
      <FormScope
        form={form}
        id="login"
        order={loginFields}
        label={(name) => t(name === 'email' ? 'layout.login.email' : 'layout.login.password')}
      >
        <form method="post" noValidate onSubmit={handleSubmit(onSubmit)} className="flex flex-col gap-4">
          <FormTextField name="email" type="email" autoComplete="username" required />
          <FormTextField name="password" type="password" autoComplete="current-password" required />
          <Button type="submit" loading={isSubmitting} fullWidth>
            {t('layout.login.submit')}
          </Button>
        </form>
      </FormScope>
    </section>
  );
}
