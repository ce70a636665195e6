/**
 * Every delay and duration of the site's behaviour, in one place.
 * Machines name these as delays; components read them; nothing else writes a millisecond value.
 */
export const timing = {
  /** Modal contact form: success message shown before the dialog closes and the visitor moves on. */
  modalSuccessMs: 2000,
  /** Modal contact form: how long the error stays before the button is restored. */
  modalErrorMs: 3000,
  /** Login: success message shown before the browser goes to the portal. */
  loginRedirectMs: 1500,
  /** Forgot-password dialog: closes and resets this long after success. */
  forgotPasswordCloseMs: 3000,
  /** Plugin page: conversion tracking is bound this long after load. */
  trackingBindMs: 1000,
  /** Testimonial carousels with two cards across (from 1024 px): one slide's transition. */
  carouselSpeedMs: 10000,
  /** Testimonial carousels with two cards across: autoplay delay between slides (continuous). */
  carouselAutoplayDelayMs: 0,
  /**
   * Testimonial carousels where one card fills the width (below 1024 px): a card stands still for
   * this long, long enough to read a testimonial, then the next slides in. Moving without pause
   * there would always show a card cut at the carousel's edges.
   */
  carouselStepDelayMs: 8000,
  /** Testimonial carousels where one card fills the width: the slide to the next card. */
  carouselStepSpeedMs: 600,
  /** FAQ accordion: open and close animation. */
  faqAnimationMs: 500,
  /** Site search: the pause in typing after which the query is searched. */
  searchDebounceMs: 150,
  /**
   * Contact forms: a solved spam check is replaced this long before its challenge expires, so a
   * form left open for a long time still sends on the first press.
   */
  proofRenewBeforeExpiryMs: 60_000,
} as const

export type TimingName = keyof typeof timing
