/**
 * A stand-in for the ALTCHA widget's module (components/widgets/contact/altcha-widget.ts) in the
 * contact forms' component tests, which replace it with `vi.mock`: the test says what the widget
 * reports, and sees the form ask for new proofs.
 */
import type { MountedWidget, WidgetReport } from '../../components/widgets/contact/altcha-widget'

type Mounted = { report: (report: WidgetReport) => void; renewals: number }

let mounted: Mounted[] = []
let onMount: (() => void)[] = []

export const altchaDouble = {
  mountWidget(host: HTMLElement, options: { report: (report: WidgetReport) => void }): MountedWidget {
    const widget: Mounted = { report: options.report, renewals: 0 }
    const element = document.createElement('altcha-widget')
    host.append(element)
    mounted.push(widget)
    for (const resolve of onMount.splice(0)) resolve()
    return {
      renew: () => {
        widget.renewals += 1
      },
      remove: () => {
        element.remove()
        mounted = mounted.filter((each) => each !== widget)
      },
    }
  },
}

/** The widget the form mounted, once it has (the form loads the widget's module when it goes live). */
export async function mountedWidget(): Promise<Mounted> {
  if (mounted.length === 0) await new Promise<void>((resolve) => onMount.push(resolve))
  return mounted.at(-1)!
}

export function resetAltchaDouble(): void {
  mounted = []
  onMount = []
}
