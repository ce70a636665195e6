/**
 * Interface strings, grouped by section. Both locales share one type, so a missing
 * translation is a compile error. The footer's line about the agency and the 404 page's text are
 * copy: content/pages/layout.yml (../pages/layout.ts).
 */
import type { Locale } from '../site/locales.ts'

export type UiStrings = {
  layout: {
    skipToContent: string
    mainNavigation: string
    footerNavigation: string
    home: string
  }
  nav: {
    services: string
    projects: string
    about: string
    blog: string
    jobs: string
    contact: string
    plugins: string
    portal: string
  }
  header: {
    openMenu: string
    closeMenu: string
    menuTitle: string
    getQuote: string
    /** Name of the other language, written in that language. */
    otherLanguageName: string
    /** Short code of the other language, shown where its name has no room. */
    otherLanguageCode: string
    /** Accessible label of the switcher link. */
    switchLanguage: string
    themeToDark: string
    themeToLight: string
  }
  footer: {
    contactHeading: string
    officesHeading: string
    pagesHeading: string
    legalHeading: string
    phoneLabel: string
    emailLabel: string
    privacy: string
    terms: string
    sitemap: string
    accessibility: string
    rights: string
    /** "Org.nr." and what it stands for, before the organisation number. */
    orgNumber: { short: string; full: string }
    languageHeading: string
  }
  /** An office's name and address block: the footer, the contact page and the about page. */
  office: {
    /** Beside the head office's city. */
    headOffice: string
    phoneLabel: string
    /**
     * The line under the postal code and city. An English reader may write or call from abroad;
     * a Norwegian reader needs no country under a Norwegian address, so there is none.
     */
    country: string | null
  }
  /** The 404 page's heading, buttons, search and services (its search button is the search's own); its text is content/pages/layout.yml's. */
  notFound: {
    title: string
    backHome: string
    contactUs: string
    searchLabel: string
    servicesHeading: string
  }
  serverError: {
    title: string
    body: string
  }
}

export const ui: Record<Locale, UiStrings> = {
  nb: {
    layout: {
      skipToContent: 'Hopp til hovedinnholdet',
      mainNavigation: 'Hovedmeny',
      footerNavigation: 'Bunnmeny',
      home: 'Forsiden',
    },
    nav: {
      services: 'Tjenester',
      projects: 'Prosjekter',
      about: 'Om oss',
      blog: 'Blogg',
      jobs: 'Jobb hos oss',
      contact: 'Kontakt',
      plugins: 'WordPress-utvidelser',
      portal: 'Kundeportal',
    },
    header: {
      openMenu: 'Åpne meny',
      closeMenu: 'Lukk meny',
      menuTitle: 'Meny',
      getQuote: 'Få et tilbud',
      otherLanguageName: 'English',
      otherLanguageCode: 'EN',
      switchLanguage: 'Read this page in English',
      themeToDark: 'Bytt til mørkt tema',
      themeToLight: 'Bytt til lyst tema',
    },
    footer: {
      contactHeading: 'Kontakt',
      officesHeading: 'Kontorer',
      pagesHeading: 'Snarveier',
      legalHeading: 'Om nettstedet',
      phoneLabel: 'Telefon',
      emailLabel: 'E-post',
      privacy: 'Personvern',
      terms: 'Vilkår og betingelser',
      sitemap: 'Sidekart',
      // A soft hyphen lets the word break in a footer column on a 320 px phone (and nowhere else).
      accessibility: 'Tilgjengelighets\u00aderklæring',
      rights: 'Alle rettigheter forbeholdt.',
      orgNumber: { short: 'Org.nr.', full: 'Organisasjonsnummer' },
      languageHeading: 'Språk',
    },
    office: {
      headOffice: 'hovedkontor',
      phoneLabel: 'Telefon',
      country: null,
    },
    notFound: {
      title: 'Siden finnes ikke',
      backHome: 'Til forsiden',
      contactUs: 'Kontakt oss',
      searchLabel: 'Søk etter det du lette etter',
      servicesHeading: 'Eller gå rett til en tjeneste',
    },
    serverError: {
      title: 'Noe gikk galt',
      body: 'Siden kunne ikke vises akkurat nå. Prøv igjen om litt.',
    },
  },
  en: {
    layout: {
      skipToContent: 'Skip to main content',
      mainNavigation: 'Main menu',
      footerNavigation: 'Footer menu',
      home: 'Home',
    },
    nav: {
      services: 'Services',
      projects: 'Projects',
      about: 'About us',
      blog: 'Blog',
      jobs: 'Careers',
      contact: 'Contact',
      plugins: 'WordPress plugins',
      portal: 'Customer portal',
    },
    header: {
      openMenu: 'Open menu',
      closeMenu: 'Close menu',
      menuTitle: 'Menu',
      getQuote: 'Get a quote',
      otherLanguageName: 'Norsk',
      otherLanguageCode: 'NO',
      switchLanguage: 'Les denne siden på norsk',
      themeToDark: 'Switch to dark theme',
      themeToLight: 'Switch to light theme',
    },
    footer: {
      contactHeading: 'Contact',
      officesHeading: 'Offices',
      pagesHeading: 'Shortcuts',
      legalHeading: 'About this site',
      phoneLabel: 'Phone',
      emailLabel: 'E-mail',
      privacy: 'Privacy policy',
      terms: 'Terms and conditions',
      sitemap: 'Sitemap',
      accessibility: 'Accessibility statement',
      rights: 'All rights reserved.',
      orgNumber: { short: 'Org. no.', full: 'Organisation number' },
      languageHeading: 'Language',
    },
    office: {
      headOffice: 'head office',
      phoneLabel: 'Phone',
      country: 'Norway',
    },
    notFound: {
      title: 'Page not found',
      backHome: 'Go to the home page',
      contactUs: 'Contact us',
      searchLabel: 'Search for what you were looking for',
      servicesHeading: 'Or go straight to a service',
    },
    serverError: {
      title: 'Something went wrong',
      body: 'The page could not be shown right now. Please try again in a moment.',
    },
  },
}
