/**
 * Devices: every signed-in session (browser and OS, region, last active, "This device"), Sign out
 * of one, and Sign out of other devices after a confirmation and a recent verification. Signing
 * this device out is the header's logout (the other tabs and the page hear it).
 */
import { useState } from 'react';
import type { ReadableAtom } from 'nanostores';
import type { ElementContext } from '../../context/element-context.ts';
import { Button, Dialog, useTranslation } from '../../ui/index.ts';
import type { AccountSession } from './api.ts';
import { formatSince } from './format.ts';
import { Section, type SectionProps } from './Section.tsx';

/** A session seen in the last two minutes counts as active now. */
const ACTIVE_NOW_MS = 2 * 60_000;

export function DevicesSection({ model, texts, data, context, host }: SectionProps & { context: ReadableAtom<ElementContext>; host: HTMLElement }) {
  const { lang } = useTranslation();
  const [confirmOthers, setConfirmOthers] = useState(false);
  const others = data.sessions.filter((session) => !session.current);

  const deviceName = (session: AccountSession) =>
    session.browser && session.os ? texts.deviceName(session.browser, session.os) : session.browser || session.os || texts.unknownDevice;

  const signOut = async (session: AccountSession) => {
    if (session.current) {
      const { logOut } = await import('../../flows/logout.ts');
      await logOut({ api: model.api, context: context.get(), host, signal: model.signal });
      return;
    }
    const done = await model.attempt(() => model.api.securityEndSession({ id: session.id }, { signal: model.signal }));
    if (done) await model.changed('sessions-ended', texts.signedOutDevice);
  };

  const signOutOthers = async () => {
    const done = await model.withProof((proof) => model.api.securityEndOtherSessions({ proof }, { signal: model.signal }));
    if (done) await model.changed('sessions-ended', texts.signedOutOthers);
  };

  return (
    <Section name="devices" title={texts.devices} intro={texts.devicesIntro}>
      <ul part="list" className="mkt-security__list">
        {data.sessions.map((session) => (
          <li key={session.id} part={session.current ? 'item device current-device' : 'item device'} className="mkt-security__item" data-current={session.current || undefined}>
            <div className="mkt-security__item-text">
              <span part="item-title" className="mkt-security__item-title">
                {deviceName(session)}
                {session.current ? (
                  <span part="badge" className="mkt-security__badge">
                    {texts.thisDevice}
                  </span>
                ) : null}
              </span>
              <span part="item-meta" className="mkt-security__meta">
                {[
                  session.region,
                  Date.now() - new Date(session.lastActiveAt).getTime() < ACTIVE_NOW_MS ? texts.activeNow : texts.lastActive(formatSince(session.lastActiveAt, lang)),
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </span>
            </div>
            <div className="mkt-security__item-actions">
              <Button size="small" color="secondary" fill="outline" aria-label={`${texts.signOut}: ${deviceName(session)}${session.current ? ` (${texts.thisDevice})` : ''}`} onClick={() => signOut(session)}>
                {texts.signOut}
              </Button>
            </div>
          </li>
        ))}
      </ul>
      {others.length > 0 ? (
        <Button part="button sign-out-others" color="secondary" fill="outline" onClick={() => setConfirmOthers(true)}>
          {texts.signOutOthers}
        </Button>
      ) : (
        <p className="mkt-security__note">{texts.noOtherDevices}</p>
      )}
      <Dialog
        open={confirmOthers}
        title={texts.signOutOthersTitle}
        desc={texts.signOutOthersBody}
        confirmText={texts.signOut}
        cancelText={texts.cancel}
        closeOnAction={false}
        onCancel={() => setConfirmOthers(false)}
        onClose={() => setConfirmOthers(false)}
        onConfirm={() => {
          setConfirmOthers(false);
          void signOutOthers();
        }}
      />
    </Section>
  );
}
