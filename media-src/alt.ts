/**
 * Alt text of every image of the pipeline, in both languages: a new source image without its
 * alt text here is a type error. Pages may pass their own, more specific alt text instead. Images
 * that each stand for one thing (a customer's logo, a person's portrait, a service's own
 * illustration) are images of content (content/media/), not of the pipeline, and carry their alt
 * text in the content's files.
 */
import type { Localized } from '../content/site/locales'
import type { ImageName } from './manifest'

/** An image whose alt text is `imageAlt[name]`: every image of the pipeline. */
export type ImageWithAlt = ImageName

export const imageAlt: Record<ImageWithAlt, Localized<string>> = {
  'ill-home-hero': {
    nb: 'Illustrasjon av en fjord i gyllent kveldslys: en lav sol mellom fjellsidene, nordlys på himmelen og en robåt i solstripen på vannet',
    en: "Illustration of a fjord in golden evening light: a low sun between the mountainsides, northern lights in the sky and a rowing boat in the sun's path on the water",
  },
  'ill-services': {
    nb: 'Illustrasjon av en skjærgård i morgenlys med åtte lysende merker på holmene, bundet sammen av en stiplet båtrute',
    en: 'Illustration of an archipelago in morning light with eight glowing markers on the islets, joined by a dotted boat route',
  },
  'ill-about': {
    nb: 'Illustrasjon av seks personer som står på stranden om natten og ser på nordlyset over fjorden, en av dem peker mot himmelen',
    en: 'Illustration of six people standing on the shore at night watching the northern lights over the fjord, one of them pointing at the sky',
  },
  'ill-contact': {
    nb: 'Illustrasjon av en rød hytte ved fjorden i skumringen med lys i vinduene og åpen dør, og en snakkeboble på vei over vannet',
    en: 'Illustration of a red cabin by the fjord at dusk with lit windows and an open door, and a speech bubble on its way across the water',
  },
  'ill-projects': {
    nb: 'Illustrasjon av en havn i morgenlys med fem seilbåter, hver med seil i sin egen farge',
    en: 'Illustration of a harbour in morning light with five sailboats, each with sails in its own colour',
  },
  'ill-careers': {
    nb: 'Illustrasjon av en sti i sikksakk opp et fjell i soloppgang, med tre turgåere på vei mot en varde og et flagg på toppen',
    en: 'Illustration of a zigzag trail up a mountain at sunrise, with three hikers on their way to a cairn and a flag on the summit',
  },
  'ill-tts': {
    nb: 'Illustrasjon av en fjord om natten der lyset fra den lave solen ligger på vannet som en lydbølge, med lydbuer over horisonten',
    en: 'Illustration of a fjord at night where the light of the low sun lies on the water as a sound wave, with sound arcs above the horizon',
  },
  'ill-feature': {
    nb: 'Illustrasjon av en hengebro over fjorden i skumringen, med lys langs hele brospennet og solen i bakgrunnen',
    en: 'Illustration of a suspension bridge across the fjord at dusk, with lights along the whole span and the sun behind it',
  },
  'ill-service': {
    nb: 'Illustrasjon av en brygge med en tent lykt som strekker seg ut i fjorden ved soloppgang, en person på brygga og en robåt på vei inn',
    en: 'Illustration of a jetty with a lit lantern reaching into the fjord at sunrise, a person on the jetty and a rowing boat on its way in',
  },
}
