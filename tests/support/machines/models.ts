/**
 * The test models of the widget machines: for each machine, the finite set of events a visitor
 * or the outside world (answers, timers) can send in a state. `xstate/graph` walks these to get
 * shortest and simple paths; the machine tests check the paths against the machine and the
 * component tests replay them against the rendered widgets.
 */
import type { EventObject, SnapshotFrom } from 'xstate'
import type { contactFormMachine, ContactFormEvent } from '../../../machines/contactFormMachine'
import type { contactModalMachine, ContactModalEvent } from '../../../machines/contactModalMachine'
import { ContactSendError, proofRefused } from '../../../machines/contact-send'
import type { forgotPasswordMachine, ForgotPasswordEvent } from '../../../machines/forgotPasswordMachine'
import type { loginMachine, LoginEvent } from '../../../machines/loginMachine'
import type { voiceAgentMachine, VoiceAgentEvent } from '../../../machines/voiceAgentMachine'
import type { audioPlayerMachine, AudioPlayerEvent } from '../../../machines/audioPlayerMachine'
import type { searchMachine, SearchAnswer, SearchEvent } from '../../../machines/searchMachine'
import { afterEvent, doneEvent, errorEvent } from './model-paths'

/** Sample values a visitor types. */
export const samples = {
  name: 'Kari Nordmann',
  email: 'kari@fjordbedrift.no',
  badEmail: 'kari@fjordbedrift',
  subject: 'Ny nettbutikk',
  message: 'Vi vil flytte nettbutikken vår til WooCommerce før jul. Kan dere hjelpe?',
  honeypot: 'https://spam.example',
  phone: '+47 912 34 567',
  company: 'Fjordbedrift AS',
  password: 'riktig-hest-batteri',
  otherPassword: 'riktig-hest-batteri-2',
  serverMessage: 'Kontoen er låst i 15 minutter etter for mange forsøk.',
  redirectUrl: 'https://crm.fjordlys.example/sso?ticket=abc123',
  /** A solved proof of work, as the widget reports it (its payload is opaque to the form). */
  proof: { payload: 'eyJjaGFsbGVuZ2UiOnt9LCJzb2x1dGlvbiI6e319', sendableAt: 0 },
} as const

/**
 * What the spam-check widget can report, at the moments that tell its stories apart: solved
 * before the visitor has typed anything (the usual case: it solves while they type), solved or
 * failed while a send waits for it, and solved again after the form asked it for a new proof.
 * News at every other moment differs from these only in what had been typed; leaving it out keeps
 * the walk's paths in the hundreds.
 */
function proofEvents(
  snapshot: { matches: (state: never) => boolean; context: { proof: { status: string }; renewals: number } },
  waiting: boolean,
  untouched: boolean,
): AnyEvent[] {
  const { proof, renewals } = snapshot.context
  if (proof.status !== 'pending') return []
  const solved: AnyEvent = { type: 'PROOF_SOLVED', ...samples.proof }
  if (waiting) return renewals === 0 ? [solved, { type: 'PROOF_FAILED' }] : [solved]
  return untouched || renewals > 0 ? [solved] : []
}

/**
 * The send actor's answers: ok, a server error or a refused proof; once the form has asked for a
 * new proof, only ok (a second round of failures tells nothing the first did not).
 */
function sendAnswers(actor: string, renewals: number): AnyEvent[] {
  if (renewals > 0) return [doneEvent(actor)]
  return [
    doneEvent(actor),
    errorEvent(actor, new ContactSendError('server_error')),
    errorEvent(actor, new ContactSendError(proofRefused)),
  ]
}

type AnyEvent = EventObject

// ---- contact page form -------------------------------------------------------------------
export function contactFormEvents(snapshot: SnapshotFrom<typeof contactFormMachine>): AnyEvent[] {
  const events: (ContactFormEvent | AnyEvent)[] = []
  const { values } = snapshot.context
  if (snapshot.hasTag('editable')) {
    if (values.name === '') events.push({ type: 'CHANGE', field: 'name', value: samples.name })
    else if (values.email === '') {
      events.push({ type: 'CHANGE', field: 'email', value: samples.email })
      events.push({ type: 'CHANGE', field: 'email', value: samples.badEmail })
    } else if (values.email === samples.badEmail) events.push({ type: 'CHANGE', field: 'email', value: samples.email })
    else if (values.message === '') events.push({ type: 'CHANGE', field: 'message', value: samples.message })
    else if (values.phone === '' && snapshot.matches('idle'))
      events.push({ type: 'CHANGE', field: 'phone', value: samples.honeypot })
    // Submitting again while the errors of an earlier submit still show changes nothing the
    // visitor sees; leaving it out keeps the number of simple paths in the hundreds.
    if (Object.keys(snapshot.context.errors).length === 0) events.push({ type: 'SUBMIT' })
  }
  const untouched = Object.values(values).every((value) => value === '')
  events.push(...proofEvents(snapshot, snapshot.matches('awaitingProof'), untouched && snapshot.matches('idle')))
  if (snapshot.matches('submitting')) events.push(...sendAnswers('sendMessage', snapshot.context.renewals))
  return events
}

// ---- contact dialog ----------------------------------------------------------------------
export function contactModalEvents(snapshot: SnapshotFrom<typeof contactModalMachine>): AnyEvent[] {
  const events: (ContactModalEvent | AnyEvent)[] = []
  const { values } = snapshot.context
  // Opening again after the widget has had its say shows nothing that opening before it did not.
  if (snapshot.matches('closed') && snapshot.context.proof.status === 'pending' && snapshot.context.renewals === 0)
    events.push({ type: 'OPEN' })
  if (snapshot.matches({ open: 'idle' })) {
    if (values.firstName === '') events.push({ type: 'CHANGE', field: 'firstName', value: samples.name.split(' ')[0]! })
    else if (values.email === '') events.push({ type: 'CHANGE', field: 'email', value: samples.email })
    else if (values.message === '') events.push({ type: 'CHANGE', field: 'message', value: samples.message })
    // As in the contact page form: no second submit while the first one's errors show.
    if (Object.keys(snapshot.context.errors).length === 0) events.push({ type: 'SUBMIT' })
    // Closing and opening again is the same with a proof, and after a failed check, as before.
    const { proof, failure } = snapshot.context
    if (proof.status === 'pending' && failure === null && snapshot.context.renewals === 0)
      events.push({ type: 'CLOSE' })
  }
  if (snapshot.matches('open')) {
    const untouched = Object.values(values).every((value) => value === '')
    const waiting = snapshot.matches({ open: 'awaitingProof' })
    events.push(...proofEvents(snapshot, waiting, untouched && snapshot.matches({ open: 'idle' })))
  }
  if (snapshot.matches({ open: 'submitting' })) events.push(...sendAnswers('sendRequest', snapshot.context.renewals))
  if (snapshot.matches({ open: 'success' })) events.push(afterEvent('modalSuccess', 'contactModal.open.success'))
  if (snapshot.matches({ open: 'failure' })) {
    events.push(afterEvent('modalError', 'contactModal.open.failure'))
    if (snapshot.context.failure === 'send') events.push({ type: 'CLOSE' })
  }
  if (snapshot.matches('leaving')) events.push(doneEvent('navigate'))
  return events
}

// ---- login -------------------------------------------------------------------------------
export function loginEvents(snapshot: SnapshotFrom<typeof loginMachine>): AnyEvent[] {
  const events: (LoginEvent | AnyEvent)[] = []
  const { values } = snapshot.context
  if (snapshot.matches('idle')) {
    if (values.email === '') events.push({ type: 'CHANGE', field: 'email', value: samples.email })
    else if (values.password === '') events.push({ type: 'CHANGE', field: 'password', value: samples.password })
    else if (!values.remember) events.push({ type: 'SET_REMEMBER', value: true })
    // Submitting again while the errors of an early submit still show changes nothing the
    // visitor sees; leaving it out keeps the number of simple paths in the hundreds.
    if (Object.keys(snapshot.context.errors).length === 0) events.push({ type: 'SUBMIT' })
  }
  if (snapshot.matches('failure') || snapshot.matches('error')) {
    // The visitor corrects the password once (typing clears the error), and after that tries
    // again as it is. One correction proves that typing clears the message and that the next
    // attempt sends the new value; more rounds only multiply the simple paths.
    if (values.password === samples.password) {
      events.push({ type: 'CHANGE', field: 'password', value: samples.otherPassword })
    } else events.push({ type: 'SUBMIT' })
  }
  if (snapshot.matches('submitting')) {
    events.push(
      doneEvent('logIn', { success: true, redirect_url: samples.redirectUrl, message: null }),
      doneEvent('logIn', { success: false, redirect_url: null, message: samples.serverMessage }),
      doneEvent('logIn', { success: false, redirect_url: null, message: null }),
      errorEvent('logIn', new SyntaxError('Unexpected token < in JSON')),
    )
  }
  if (snapshot.matches('success')) events.push(afterEvent('loginRedirect', 'login.success'))
  return events
}

// ---- forgot password ---------------------------------------------------------------------
export function forgotPasswordEvents(snapshot: SnapshotFrom<typeof forgotPasswordMachine>): AnyEvent[] {
  const events: (ForgotPasswordEvent | AnyEvent)[] = []
  const { email } = snapshot.context
  if (snapshot.matches('closed')) events.push({ type: 'OPEN', email: '' }, { type: 'OPEN', email: samples.email })
  if (snapshot.hasTag('editable')) {
    if (email === '') events.push({ type: 'CHANGE', value: samples.badEmail })
    else if (email === samples.badEmail) events.push({ type: 'CHANGE', value: samples.email })
    events.push({ type: 'SUBMIT' })
  }
  if (snapshot.matches('open')) events.push({ type: 'CLOSE' })
  if (snapshot.matches({ open: 'submitting' })) {
    events.push(doneEvent('requestReset'), errorEvent('requestReset', new Error('Password reset answered 500')))
  }
  if (snapshot.matches({ open: 'success' })) {
    events.push(afterEvent('forgotPasswordClose', 'forgotPassword.open.success'))
  }
  return events
}

// ---- voice agent -------------------------------------------------------------------------
export function voiceAgentEvents(snapshot: SnapshotFrom<typeof voiceAgentMachine>): AnyEvent[] {
  const events: VoiceAgentEvent[] = [{ type: 'START' }]
  if (snapshot.matches('session')) {
    events.push({ type: 'STOP' }, { type: 'DISCONNECTED' }, { type: 'SESSION_ERROR', message: 'Connection lost' })
  }
  if (snapshot.hasTag('connecting')) events.push({ type: 'CONNECTED' })
  if (snapshot.hasTag('connected')) {
    events.push({ type: 'MODE_CHANGED', mode: 'speaking' }, { type: 'MODE_CHANGED', mode: 'listening' })
  }
  return events
}

// ---- audio player ------------------------------------------------------------------------
export const audioSources = ['/audio/tts-demo-nb-kari.ogg', '/audio/tts-demo-nb-ola.ogg'] as const

export function audioPlayerEvents(snapshot: SnapshotFrom<typeof audioPlayerMachine>): AnyEvent[] {
  const events: AudioPlayerEvent[] = []
  const { rate, muted, src, currentTime } = snapshot.context
  if (snapshot.matches('loading')) {
    events.push({ type: 'LOADED', duration: 27 }, { type: 'LOAD_FAILED' })
    // A press before the file is ready, on the first load only (the later ones repeat it).
    if (src === audioSources[0] && rate === 1 && !muted) events.push({ type: 'TOGGLE_PLAY' })
  }
  if (snapshot.matches('starting')) {
    events.push({ type: 'LOADED', duration: 27 }, { type: 'LOAD_FAILED' }, { type: 'TOGGLE_PLAY' })
  }
  if (snapshot.matches({ ready: 'paused' })) {
    events.push({ type: 'TOGGLE_PLAY' })
    // The visitor's settings, in one order: speed first, then mute, then another source.
    if (rate === 1 && !muted) events.push({ type: 'TOGGLE_SPEED' })
    else if (rate === 1.5 && !muted) events.push({ type: 'TOGGLE_MUTE' })
    else if (src === audioSources[0]) events.push({ type: 'SOURCE_CHANGED', src: audioSources[1] })
  }
  if (snapshot.hasTag('playing')) {
    events.push({ type: 'TOGGLE_PLAY' }, { type: 'ENDED' })
    // A position inside the file (LOADED above reports 27 s): the browser never reports one past the end.
    if (currentTime === 0) events.push({ type: 'TIME_UPDATE', currentTime: 20 })
  }
  return events
}

// ---- site search -------------------------------------------------------------------------
export const searchSamples = {
  query: 'driftsavtale',
  answer: {
    total: 1,
    hits: [
      {
        url: '/tjenester/driftsavtale/',
        title: 'Driftsavtale',
        excerpt: 'En <mark>driftsavtale</mark> med fast pris',
        kind: 'services',
      },
    ],
  } satisfies SearchAnswer,
  none: { total: 0, hits: [] } satisfies SearchAnswer,
}

export function searchEvents(snapshot: SnapshotFrom<typeof searchMachine>): AnyEvent[] {
  const events: (SearchEvent | AnyEvent)[] = []
  const { query, kind } = snapshot.context
  // Typing a query, or clearing it again; one kind of page picked at most once.
  if (query === '') events.push({ type: 'TYPE', query: searchSamples.query })
  else events.push({ type: 'TYPE', query: '' })
  if (kind === null && !snapshot.matches('empty')) events.push({ type: 'FILTER', kind: 'services' })
  if (snapshot.matches('waiting')) {
    events.push({ type: 'SUBMIT' }, afterEvent('searchDebounce', 'search.waiting'))
  }
  if (snapshot.matches('searching')) {
    events.push(
      doneEvent('search', searchSamples.answer),
      doneEvent('search', searchSamples.none),
      errorEvent('search', new Error('The search index could not be loaded')),
    )
  }
  if (snapshot.matches('failed')) events.push({ type: 'RETRY' })
  return events
}
