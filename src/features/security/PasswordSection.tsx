/**
 * Password: Change password (the current one and a new one, the rule hints ticking live as on
 * Reset) or, for an account without one, Set a password after a recent verification. A wrong
 * current password is said at its field and keeps what was typed. "Sign out of other devices",
 * ticked unless the shopper unticks it, ends every other session with the change: a shopper who
 * changes a password because someone else knows it gets them out at once.
 */
import { useState, type FormEvent } from 'react';
import { configForContext } from '../../context/element-context.ts';
import { passwordPublicKey } from '../../flows/password-key.ts';
import { checkPassword } from '../../flows/validation.ts';
import { PasswordHints } from '../../kit/PasswordHints.tsx';
import { HiddenUsername } from '../../kit/HiddenUsername.tsx';
import { storeNewPassword } from '../../flows/store-password.ts';
import { isBreachedPassword } from '../../flows/breached-password.ts';
import { useBreachedRefusal } from '../../kit/use-breached-refusal.ts';
import { encryptPassword } from '../../security/rsa.ts';
import { Button, Checkbox, PasswordInput, useTranslation } from '../../ui/index.ts';
import { CURRENT_PASSWORD_INCORRECT, displayMessageOf, hasKey, isAborted } from './security-errors.ts';
import { useGuessLock } from './use-guess-lock.ts';
import { Section, type SectionProps } from './Section.tsx';
import type { ReadableAtom } from 'nanostores';
import type { ElementContext } from '../../context/element-context.ts';

export function PasswordSection({ model, texts, data, context }: SectionProps & { context: ReadableAtom<ElementContext> }) {
  const [open, setOpen] = useState(false);
  const hasPassword = data.account.hasPassword;
  const action = hasPassword ? texts.changePassword : texts.setPassword;
  return (
    <Section name="password" title={texts.password} intro={hasPassword ? texts.passwordIntro : texts.noPasswordIntro}>
      {open ? (
        <PasswordForm model={model} texts={texts} data={data} context={context} onDone={() => setOpen(false)} />
      ) : (
        <Button part="button change-password" color="secondary" fill="outline" onClick={() => setOpen(true)}>
          {action}
        </Button>
      )}
    </Section>
  );
}

function PasswordForm({ model, texts, data, context, onDone }: SectionProps & { context: ReadableAtom<ElementContext>; onDone(): void }) {
  const { t } = useTranslation();
  const hasPassword = data.account.hasPassword;
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [currentError, setCurrentError] = useState<string>();
  const [touched, setTouched] = useState(false);
  const [signOutOthers, setSignOutOthers] = useState(true);
  const breached = useBreachedRefusal(next);
  // After too many wrong current passwords the server refuses for a while: said at that field.
  const lock = useGuessLock(texts, model.signal);
  const check = checkPassword(next);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (hasPassword && !current) {
      setCurrentError(texts.currentPassword);
      return;
    }
    if (!check.ok) return;
    if (await isBreachedPassword(next, configForContext(context.get()), model.signal)) {
      if (!model.signal.aborted) breached.refuse(next);
      return;
    }
    let encrypt: (plain: string) => Promise<string>;
    try {
      const key = await passwordPublicKey(configForContext(context.get()));
      encrypt = (plain) => encryptPassword(plain, key);
    } catch {
      model.notify(t.passwordEncryptionFailed);
      return;
    }
    const password = await encrypt(next);
    let done: boolean;
    if (hasPassword) {
      try {
        await model.api.securityChangePassword({ password, currentPassword: await encrypt(current), signOutOthers }, { signal: model.signal });
        done = true;
      } catch (error) {
        if (isAborted(error, model.signal) || lock.lockedBy(error)) return;
        if (hasKey(error, CURRENT_PASSWORD_INCORRECT)) setCurrentError(displayMessageOf(error) ?? texts.currentPassword);
        else model.report(error);
        return;
      }
    } else {
      done = await model.withProof((proof) => model.api.securityChangePassword({ password, proof, signOutOthers }, { signal: model.signal }));
    }
    if (!done) return;
    storeNewPassword(data.account.loginName, next);
    onDone();
    await model.changed('password-changed', hasPassword ? texts.passwordChanged : texts.passwordSet);
  };

  return (
    <form part="password-form" className="mkt-security__form" onSubmit={submit} noValidate>
      <HiddenUsername loginName={data.account.loginName} />
      {hasPassword ? (
        <PasswordInput
          name="current-password"
          autoComplete="current-password"
          label={texts.currentPassword}
          value={current}
          error={lock.message ?? currentError}
          autoFocus
          onValueChange={(value) => {
            setCurrent(value);
            setCurrentError(undefined);
          }}
        />
      ) : null}
      <PasswordInput
        name="new-password"
        autoComplete="new-password"
        label={texts.newPassword}
        value={next}
        autoFocus={!hasPassword}
        required
        error={breached.message}
        hint={<PasswordHints password={next} check={check} touched={touched} />}
        onValueChange={(value) => {
          setNext(value);
          if (value) setTouched(true);
        }}
      />
      <Checkbox name="sign-out-others" checked={signOutOthers} onCheckedChange={setSignOutOthers}>
        {texts.signOutOthers}
      </Checkbox>
      <div className="mkt-security__item-actions">
        <Button type="submit">{hasPassword ? texts.changePassword : texts.setPassword}</Button>
        <Button color="secondary" fill="outline" onClick={onDone}>
          {texts.cancel}
        </Button>
      </div>
    </form>
  );
}
