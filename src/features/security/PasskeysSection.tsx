/** Passkeys: the list (name, created, last used), Add a passkey after a recent verification, Rename at the row, Remove after a confirmation and a recent verification. */
import { useId, useState, type FormEvent } from 'react';
import { createPasskey, type PasskeyCreateOutcome } from '../../flows/passkey-create.ts';
import { forgetPasskey } from '../../flows/passkey-memory.ts';
import { Button, Dialog, Input, useTranslation } from '../../ui/index.ts';
import type { AccountPasskey } from './api.ts';
import { formatDate, formatSince } from './format.ts';
import { cleanPasskeyName, PASSKEY_NAME_MAX } from './passkey-name.ts';
import { displayMessageOf, hasKey, isAborted, PASSKEY_NAME_INVALID } from './security-errors.ts';
import { Section, type SectionProps } from './Section.tsx';

export function PasskeysSection({ model, texts, data }: SectionProps) {
  const { lang } = useTranslation();
  const [renaming, setRenaming] = useState<string>();
  const [removing, setRemoving] = useState<AccountPasskey>();
  const supported = typeof PublicKeyCredential === 'function';
  const userId = data.account.userId;

  // A new passkey is a new way in: the recent verification comes first, before the browser's
  // prompt (whoever holds a stolen session must not add their own).
  const add = async () => {
    const made: { outcome?: PasskeyCreateOutcome } = {};
    const done = await model.withProof(async (proof) => {
      made.outcome = await createPasskey(model.api, { signal: model.signal, userId, proof });
      // A refusal for want of a fresh proof asks for one and tries again (withProof).
      if (made.outcome.kind === 'failed') throw made.outcome.error;
    });
    if (!done) return;
    if (made.outcome?.kind === 'created') await model.changed('passkey-added', texts.passkeyAdded);
    else if (made.outcome?.kind === 'exists') model.notify(texts.passkeyExists);
  };

  const remove = async (passkey: AccountPasskey) => {
    const done = await model.withProof((proof) => model.api.securityRemovePasskey({ id: passkey.id, proof }, { signal: model.signal }));
    if (!done) return;
    forgetPasskey(passkey.id, userId, data.passkeys.length - 1);
    await model.changed('passkey-removed', texts.passkeyRemoved);
  };

  return (
    <Section name="passkeys" title={texts.passkeys} intro={texts.passkeysIntro}>
      {data.passkeys.length === 0 ? <p className="mkt-security__empty">{texts.noPasskeys}</p> : null}
      <ul part="list" className="mkt-security__list">
        {data.passkeys.map((passkey) => (
          <li key={passkey.id} part="item passkey" className="mkt-security__item">
            {renaming === passkey.id ? (
              <RenameForm model={model} texts={texts} passkey={passkey} onDone={() => setRenaming(undefined)} />
            ) : (
              <>
                <div className="mkt-security__item-text">
                  <span part="item-title" className="mkt-security__item-title">
                    {passkey.name}
                  </span>
                  <span part="item-meta" className="mkt-security__meta">
                    {texts.createdOn(formatDate(passkey.createdAt, lang))} · {passkey.lastUsedAt ? texts.lastUsedOn(formatSince(passkey.lastUsedAt, lang)) : texts.neverUsed}
                  </span>
                </div>
                <div className="mkt-security__item-actions">
                  <Button size="small" color="secondary" fill="outline" aria-label={`${texts.rename}: ${passkey.name}`} onClick={() => setRenaming(passkey.id)}>
                    {texts.rename}
                  </Button>
                  <Button size="small" color="secondary" fill="outline" aria-label={`${texts.remove}: ${passkey.name}`} onClick={() => setRemoving(passkey)}>
                    {texts.remove}
                  </Button>
                </div>
              </>
            )}
          </li>
        ))}
      </ul>
      {supported ? (
        <Button part="button add-passkey" onClick={add}>
          {texts.addPasskey}
        </Button>
      ) : (
        <p className="mkt-security__note">{texts.passkeysUnsupported}</p>
      )}
      <Dialog
        open={removing !== undefined}
        title={removing ? texts.removePasskeyTitle(removing.name) : undefined}
        desc={texts.removePasskeyBody}
        confirmText={texts.remove}
        cancelText={texts.cancel}
        closeOnAction={false}
        onCancel={() => setRemoving(undefined)}
        onClose={() => setRemoving(undefined)}
        onConfirm={() => {
          // The confirmation closes first: a step-up, if needed, is the only dialog then.
          const chosen = removing;
          setRemoving(undefined);
          if (chosen) void remove(chosen);
        }}
      />
    </Section>
  );
}

function RenameForm({ model, texts, passkey, onDone }: Pick<SectionProps, 'model' | 'texts'> & { passkey: AccountPasskey; onDone(): void }) {
  const [name, setName] = useState(passkey.name);
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const id = useId();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const clean = cleanPasskeyName(name);
    if (clean === undefined) {
      setError(texts.passkeyNameRule);
      return;
    }
    setBusy(true);
    try {
      await model.api.securityRenamePasskey({ id: passkey.id, name: clean }, { signal: model.signal });
      onDone();
      await model.changed('passkey-renamed', texts.passkeyRenamed);
    } catch (caught) {
      if (isAborted(caught, model.signal)) return;
      if (hasKey(caught, PASSKEY_NAME_INVALID)) setError(displayMessageOf(caught) ?? texts.passkeyNameRule);
      else model.report(caught);
    } finally {
      setBusy(false);
    }
  };
  return (
    <form part="rename-form" className="mkt-security__form mkt-security__inline-form" onSubmit={submit} noValidate>
      <Input
        id={id}
        name="passkey-name"
        label={texts.passkeyName}
        value={name}
        error={error}
        hint={error ? undefined : texts.passkeyNameRule}
        maxLength={PASSKEY_NAME_MAX * 2}
        autoFocus
        onValueChange={(value) => {
          setName(value);
          setError(undefined);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Escape') {
            event.stopPropagation();
            onDone();
          }
        }}
      />
      <div className="mkt-security__item-actions">
        <Button type="submit" size="small" busy={busy}>
          {texts.save}
        </Button>
        <Button size="small" color="secondary" fill="outline" onClick={onDone}>
          {texts.cancel}
        </Button>
      </div>
    </form>
  );
}
