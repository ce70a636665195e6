/**
 * Page slots for the widgets. A widget's code (view, strings, machine) loads right after
 * hydration, outside the page's first-load JavaScript; the slot keeps the widget's space
 * meanwhile. The forms cannot send without JavaScript anyway; the contact page lists phone and
 * e-mail for visitors without it.
 */
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react'
import { cn } from '../ui/cn'
import type { AudioPlayerProps } from './audio-player'

const AudioPlayerLive = lazy(() => import('./audio-player-live'))
// The live forms (view, machine, validation) load as one piece right after hydration; an
// interim "still" form that switched to the machine on first input lost what was typed.
const ContactForm = lazy(() => import('./contact-form-live'))
const LoginForm = lazy(() => import('./login-form-live'))
const VoiceAgent = lazy(() => import('./voice-agent').then((module) => ({ default: module.VoiceAgent })))

type AfterHydrationProps = {
  className?: string
  slot: string
  children: ReactNode
  /** What the slot shows until the widget's code has loaded (prerendered and hydrated as is). */
  fallback?: ReactNode
}

function AfterHydration({ className, slot, children, fallback = null }: AfterHydrationProps) {
  const [mounted, setMounted] = useState(false)
  useEffect(() => {
    const handle = window.setTimeout(() => setMounted(true), 0)
    return () => window.clearTimeout(handle)
  }, [])
  return (
    <div data-slot={slot} className={cn(className)}>
      {mounted ? <Suspense fallback={fallback}>{children}</Suspense> : fallback}
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

/**
 * An audio player whose first form is prerendered HTML (`still`: `AudioPlayerStill` rendered at build
 * time, the disabled controls of the loading state), replaced by the live player after hydration. The
 * page carries neither the player's code nor its strings in its first load, and nothing moves.
 */
export function AudioPlayerSlot({ still, className, ...player }: AudioPlayerProps & { still: string }) {
  return (
    <AfterHydration
      slot="audio-player-slot"
      className={className}
      fallback={<div dangerouslySetInnerHTML={{ __html: still }} />}
    >
      <AudioPlayerLive {...player} />
    </AfterHydration>
  )
}
