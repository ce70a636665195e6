/**
 * Page slots for the widgets. A widget's code (view, strings, machine) loads right after
 * hydration, outside the page's first-load JavaScript; the slot keeps the widget's space
 * meanwhile. The forms cannot send without JavaScript anyway; the contact page lists phone and
 * e-mail for visitors without it.
 */
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react'
import { cn } from '../ui/cn'

const ContactForm = lazy(() => import('./contact-form').then((module) => ({ default: module.ContactForm })))
const LoginForm = lazy(() => import('./login-form').then((module) => ({ default: module.LoginForm })))
const VoiceAgent = lazy(() => import('./voice-agent').then((module) => ({ default: module.VoiceAgent })))

function AfterHydration({ className, slot, children }: { className: string; slot: string; children: ReactNode }) {
  const [mounted, setMounted] = useState(false)
  useEffect(() => {
    const handle = window.setTimeout(() => setMounted(true), 0)
    return () => window.clearTimeout(handle)
  }, [])
  return (
    <div data-slot={slot} className={cn(className)}>
      {mounted ? <Suspense fallback={null}>{children}</Suspense> : null}
    </div>
  )
}

export function ContactFormSlot() {
  return (
    <AfterHydration slot="contact-form-slot" className="min-h-[42rem]">
      <ContactForm />
    </AfterHydration>
  )
}

export function LoginFormSlot() {
  return (
    <AfterHydration slot="login-form-slot" className="min-h-[30rem]">
      <LoginForm />
    </AfterHydration>
  )
}

export function VoiceAgentSlot() {
  return (
    <AfterHydration slot="voice-agent-slot" className="min-h-48">
      <VoiceAgent />
    </AfterHydration>
  )
}
