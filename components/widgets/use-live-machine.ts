import { useMachine } from '@xstate/react'
import { useLayoutEffect, useReducer } from 'react'
import type { AnyStateMachine } from 'xstate'

/**
 * `useMachine`, live from the moment React commits the component: the actor is started, and the
 * component re-renders on its changes, from a layout effect, in the commit's own task. @xstate/react
 * does both in passive effects, which run later (they then find the actor running, and subscribe
 * as usual).
 *
 * Why: an island hydrates while the visitor may be typing into its fields. A key that lands between
 * the commit and the passive effects changed nothing React would render: the actor was not started
 * (it queued the event) or the component not yet subscribed to it. So React put the controlled
 * field back to the value it had rendered, the next key started from that, and when the changes
 * caught up the last one won: the first keys were gone (on a slow phone, "dmann" for "Kari
 * Nordmann"). Live from the commit, each key re-renders the field with itself before React looks.
 */
export function useLiveMachine<TMachine extends AnyStateMachine>(...args: Parameters<typeof useMachine<TMachine>>) {
  const result = useMachine(...args)
  const actor = result[2]
  const [, rerender] = useReducer((count: number) => count + 1, 0)
  useLayoutEffect(() => {
    actor.start()
    const subscription = actor.subscribe(() => rerender())
    return () => subscription.unsubscribe()
  }, [actor])
  return result
}
