import { useMachine } from '@xstate/react'
import type { SnapshotFrom } from 'xstate'
import { portalAccountUi } from '../../../content/strings/portal-account'
import { accountMachine, type AccountEvent } from '../../../machines/accountMachine'
import { useLocale, useStrings } from '../../../renderer/locale'
import { Button, ButtonLink } from '../../ui/button'
import { Card } from '../../ui/card'
import { hrefFor } from '../../ui/link'
import { FormStatus, Spinner } from '../field'
import { loadAccount, logOut } from './portal-api'

export type AccountState = SnapshotFrom<typeof accountMachine>

/** The account page's panel in one machine state. */
function AccountPanelView({ state, send }: { state: AccountState; send: (event: AccountEvent) => void }) {
  const locale = useLocale()
  const t = useStrings(portalAccountUi).account
  const { customer, logoutFailed } = state.context
  const loginLink = (
    <ButtonLink href={hrefFor('portal', locale)} data-testid="account-login-link">
      {t.toLogin}
    </ButtonLink>
  )

  return (
    <Card
      data-slot="account-panel"
      data-state={String(state.value)}
      className="max-w-xl space-y-4"
      aria-busy={state.hasTag('busy')}
    >
      <h2 className="text-h2">{t.heading}</h2>
      {state.matches('loading') ? (
        <FormStatus tone="muted">
          <Spinner /> {t.loading}
        </FormStatus>
      ) : null}
      {customer && (state.matches('signedIn') || state.matches('loggingOut')) ? (
        <>
          <p className="text-fg-muted">{t.signedInAs}</p>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1" data-testid="account-details">
            <dt className="font-medium">{t.name}</dt>
            <dd data-testid="account-name">{customer.name}</dd>
            <dt className="font-medium">{t.email}</dt>
            <dd data-testid="account-email">{customer.email}</dd>
          </dl>
          <p className="text-fg-muted">{t.help}</p>
          {logoutFailed ? <FormStatus tone="danger">{t.logoutFailed}</FormStatus> : null}
          <Button
            variant="outline"
            disabled={!state.can({ type: 'LOG_OUT' })}
            onClick={() => send({ type: 'LOG_OUT' })}
            data-testid="account-logout"
          >
            {state.matches('loggingOut') ? <Spinner /> : null}
            {state.matches('loggingOut') ? t.loggingOut : t.logOut}
          </Button>
        </>
      ) : null}
      {state.matches('signedOut') ? (
        <>
          <p data-testid="account-signed-out">{t.signedOut}</p>
          {loginLink}
        </>
      ) : null}
      {state.matches('error') ? (
        <>
          <FormStatus tone="danger">{t.error}</FormStatus>
          <div className="flex flex-wrap gap-3">
            <Button onClick={() => send({ type: 'RETRY' })}>{t.retry}</Button>
            {loginLink}
          </div>
        </>
      ) : null}
    </Card>
  )
}

/**
 * The embedded account page: who is signed in, and a way out. An island that hydrates at load,
 * since what it shows depends on the visitor's session (GET /api/me).
 */
export default function AccountPanel({ logic }: { logic?: typeof accountMachine }) {
  const [state, send] = useMachine(logic ?? accountMachine.provide({ actors: { loadAccount, logOut } }))
  return <AccountPanelView state={state} send={send} />
}

export { AccountPanelView }
