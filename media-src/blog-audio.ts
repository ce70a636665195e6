/** Written by scripts/media/blog-audio.ts; do not edit by hand. Each post summary: its spoken text, length and size. */

/** What a file says (lib/blog/audio.ts), its length in seconds and its size in bytes. */
export type BlogAudioEntry = { text: string; seconds: number; bytes: number }

export const blogAudio: Record<string, BlogAudioEntry> = {
  '/audio/blog-en-ai-for-small-businesses.ogg': {
    text: 'AI in marketing: practical advice for small businesses. Artificial intelligence can save small businesses a lot of time on copy, customer service and analysis. Here is what it is genuinely good at, where the pitfalls are and how to get started safely. The article covers: Where AI pays off. The pitfalls to know about. What does Google think of AI content? How to get started. You can read the full article on the website.',
    seconds: 29.8,
    bytes: 86656,
  },
  '/audio/blog-en-conversion-focused-web-design.ogg': {
    text: "Conversion-focused web design: turning visitors into customers. A good-looking website isn't enough if visitors leave without getting in touch. Here is how to use design, copy and structure to turn more of your visitors into customers. The article covers: What is a conversion? Show your value straight away. One clear action. Build trust. Remove friction. Measure, learn and improve. You can read the full article on the website.",
    seconds: 30.6,
    bytes: 88157,
  },
  '/audio/blog-en-google-ads-for-beginners.ogg': {
    text: 'Google Ads for beginners: how to get started with search ads. Google search ads can bring in customers from day one, but only if the campaign is set up properly. Here is what you need to know about keywords, ads, conversion tracking and budget. The article covers: How Google Ads works. Start with search campaigns. Keywords: quality over quantity. Write ads that answer the search. Conversion tracking is not optional. How to think about budget. Review every week. You can read the full article on the website.',
    seconds: 36.5,
    bytes: 106127,
  },
  '/audio/blog-en-linkedin-advertising-for-b2b.ogg': {
    text: 'LinkedIn advertising for B2B: reach the decision-makers where they are. LinkedIn lets you target ads by job title, industry and company. Here is how to plan a B2B campaign that delivers qualified leads rather than just clicks. The article covers: When does LinkedIn advertising make sense? Pick the right campaign objective. Targeting: precise, but not too narrow. Ad formats that work for B2B. Lead gen forms and measurement. Give the campaign time. You can read the full article on the website.',
    seconds: 36.3,
    bytes: 105883,
  },
  '/audio/blog-en-litespeed-server.ogg': {
    text: 'LiteSpeed server: a faster WordPress with LSCache. LiteSpeed Web Server and LSCache can make WordPress sites and online stores noticeably faster. Here is how they work and how LiteSpeed compares with Apache and Nginx. The article covers: What is LiteSpeed Web Server? What is LSCache? LiteSpeed compared with Apache and Nginx. Is the server all that matters? Next steps. You can read the full article on the website.',
    seconds: 30.9,
    bytes: 89565,
  },
  '/audio/blog-en-local-seo.ogg': {
    text: 'Local SEO: how to get found by customers nearby. Local SEO decides whether your business shows up on the map when someone searches for a plumber in Bergen or a hairdresser near me. Here are the most important steps you can take yourself. The article covers: How Google chooses local results. Start with your Google Business Profile. Reviews are the currency of local SEO. Keep your details consistent everywhere. Make your website locally relevant. Measure the results. You can read the full article on the website.',
    seconds: 35.4,
    bytes: 104881,
  },
  '/audio/blog-en-start-online-store-norway.ogg': {
    text: 'Starting an online store in Norway: what you need in place. Organisation number, payment providers, terms of sale, the right of withdrawal and shipping. A practical checklist for launching an online store in Norway and getting it right from the first order. The article covers: Choose a business structure and register. Payment methods Norwegian shoppers expect. Terms of sale and the right of withdrawal. Shipping and returns. Privacy and cookies. Getting started. You can read the full article on the website.',
    seconds: 35.2,
    bytes: 101706,
  },
  '/audio/blog-en-web-accessibility.ogg': {
    text: 'Web accessibility and universal design: what Norwegian businesses need to know. Both public and private organisations in Norway are required by law to have accessible websites. Here we explain what the rules involve, which mistakes are most common and how to check your own site. The article covers: What do the rules say? The four principles of WCAG. The most common mistakes. How to test your own website. More than a legal duty. You can read the full article on the website.',
    seconds: 33.6,
    bytes: 98922,
  },
  '/audio/blog-en-what-a-maintenance-agreement-should-include.ogg': {
    text: 'What should a hosting and maintenance agreement include? A checklist for websites and online stores. Backups, updates, monitoring, security and clear response times. How to tell whether the maintenance agreement for your website or online store actually protects you. The article covers: Backups. Updates. Monitoring. Security. Service level agreement (SLA). Privacy and data location. Ownership and exit. You can read the full article on the website.',
    seconds: 33.9,
    bytes: 96876,
  },
  '/audio/blog-en-what-is-aeo.ogg': {
    text: 'What is AEO? How to become the answer in ChatGPT, Perplexity and Google. More and more people put their questions to AI tools instead of clicking through search results. AEO is about becoming the source those tools draw their answers from. The article covers: What does AEO mean? AEO and SEO go hand in hand. Make your content easy to quote. Technical steps that help. Get mentioned elsewhere. How do you measure results? You can read the full article on the website.',
    seconds: 33.4,
    bytes: 97410,
  },
  '/audio/blog-en-what-is-seo.ogg': {
    text: 'What is SEO? SEO is about making your website easy to find, understand and choose in Google. Here is a practical introduction to how search engine optimisation works and what to tackle first. The article covers: How Google finds and ranks web pages. The three building blocks of SEO. Where should you begin? SEO takes time, but it lasts. When is it worth getting help? You can read the full article on the website.',
    seconds: 29.9,
    bytes: 87452,
  },
  '/audio/blog-en-woocommerce.ogg': {
    text: 'WooCommerce: is it the right platform for your online store? WooCommerce turns WordPress into a complete online store with plenty of freedom and full ownership of your data. Here are its strengths, its weak spots and the questions to ask before you choose. The article covers: What is WooCommerce? When WooCommerce is a good choice. What you take responsibility for. When to choose something else. How to make the decision. You can read the full article on the website.',
    seconds: 31.2,
    bytes: 91867,
  },
  '/audio/blog-nb-google-ads-for-nybegynnere.ogg': {
    text: 'Google Ads for nybegynnere: slik kommer du i gang med søkeannonser. Søkeannonser i Google kan gi nye kunder fra første dag, men bare hvis kampanjen er satt opp riktig. Her er det du må kunne om søkeord, annonser, konverteringssporing og budsjett. Artikkelen tar for seg: Hvordan Google Ads fungerer. Start med søkekampanjer. Søkeord: kvalitet før kvantitet. Skriv annonser som svarer på søket. Konverteringssporing er ikke valgfritt. Slik tenker du budsjett. Følg opp hver uke. Hele artikkelen kan du lese på nettsiden.',
    seconds: 42,
    bytes: 118766,
  },
  '/audio/blog-nb-hva-er-aeo.ogg': {
    text: 'Hva er AEO? Slik blir bedriften din svaret i ChatGPT, Perplexity og Google. Flere stiller spørsmålene sine til KI-tjenester i stedet for å klikke seg gjennom søkeresultater. AEO handler om å bli kilden disse tjenestene henter svaret fra. Artikkelen tar for seg: Hva betyr AEO? AEO og SEO henger sammen. Slik gjør du innholdet lett å sitere. Tekniske grep som hjelper. Bli omtalt andre steder. Hvordan måler du resultatene? Hele artikkelen kan du lese på nettsiden.',
    seconds: 37.9,
    bytes: 110304,
  },
  '/audio/blog-nb-hva-er-seo.ogg': {
    text: 'Hva er SEO? SEO handler om å gjøre nettsiden din lett å finne, forstå og velge i Google. Her er en praktisk innføring i hvordan søkemotoroptimalisering fungerer, og hva du bør prioritere først. Artikkelen tar for seg: Hvordan Google finner og rangerer nettsider. De tre byggesteinene i SEO. Hva bør du gjøre først? SEO tar tid, men varer. Når bør du få hjelp? Hele artikkelen kan du lese på nettsiden.',
    seconds: 32.5,
    bytes: 94177,
  },
  '/audio/blog-nb-ki-for-sma-bedrifter.ogg': {
    text: 'KI i markedsføringen: praktiske råd for små bedrifter. Kunstig intelligens kan spare små bedrifter for mye tid på tekster, kundeservice og analyse. Her er hva det faktisk egner seg til, hvor fallgruvene ligger og hvordan du kommer trygt i gang. Artikkelen tar for seg: Hvor KI gir mest nytte. Fallgruvene du bør kjenne til. Hva mener Google om KI-innhold? Slik kommer du i gang. Hele artikkelen kan du lese på nettsiden.',
    seconds: 32.8,
    bytes: 94830,
  },
  '/audio/blog-nb-konverteringsfokusert-webdesign.ogg': {
    text: 'Konverteringsfokusert webdesign: fra besøkende til kunder. En pen nettside er ikke nok hvis besøkende forsvinner uten å ta kontakt. Slik bruker du design, tekst og struktur til å gjøre flere besøkende om til kunder. Artikkelen tar for seg: Hva er en konvertering? Vis verdien med en gang. Én tydelig handling. Bygg tillit. Fjern friksjon. Mål, lær og forbedre. Hele artikkelen kan du lese på nettsiden.',
    seconds: 33.2,
    bytes: 94385,
  },
  '/audio/blog-nb-linkedin-annonsering-for-b2b.ogg': {
    text: 'LinkedIn-annonsering for B2B: nå beslutningstakerne der de er. LinkedIn lar deg målrette annonser mot stillingstittel, bransje og bedrift. Slik planlegger du en B2B-kampanje som gir kvalifiserte leads, ikke bare klikk. Artikkelen tar for seg: Når passer LinkedIn-annonsering? Velg riktig mål for kampanjen. Målretting: presis, men ikke for smal. Annonseformater som fungerer for B2B. Leadskjemaer og måling. Gi kampanjen tid. Hele artikkelen kan du lese på nettsiden.',
    seconds: 38.6,
    bytes: 110547,
  },
  '/audio/blog-nb-litespeed-server.ogg': {
    text: 'LiteSpeed-server: raskere WordPress med LSCache. LiteSpeed Web Server og LSCache kan gjøre WordPress-sider og nettbutikker merkbart raskere. Her forklarer vi hvordan det fungerer, og hvordan LiteSpeed skiller seg fra Apache og Nginx. Artikkelen tar for seg: Hva er LiteSpeed Web Server? Hva er LSCache? LiteSpeed sammenlignet med Apache og Nginx. Er serveren alt som teller? Neste steg. Hele artikkelen kan du lese på nettsiden.',
    seconds: 34.3,
    bytes: 99637,
  },
  '/audio/blog-nb-lokal-seo.ogg': {
    text: 'Lokal SEO: slik blir du funnet av kunder i nærheten. Lokal SEO avgjør om bedriften din dukker opp i kartet når noen søker etter «rørlegger i Bergen» eller «frisør nær meg». Her er de viktigste grepene du kan gjøre selv. Artikkelen tar for seg: Hvordan Google velger lokale treff. Start med Google Bedriftsprofil. Anmeldelser er lokal SEO sin valuta. Sørg for like opplysninger overalt. Gjør nettsiden lokalt relevant. Mål effekten. Hele artikkelen kan du lese på nettsiden.',
    seconds: 37.7,
    bytes: 109427,
  },
  '/audio/blog-nb-sjekkliste-for-driftsavtale.ogg': {
    text: 'Hva bør en driftsavtale inneholde? Sjekkliste for nettsider og nettbutikker. Sikkerhetskopier, oppdateringer, overvåking, sikkerhet og tydelige responstider. Slik vurderer du om driftsavtalen for nettsiden eller nettbutikken din faktisk beskytter deg. Artikkelen tar for seg: Sikkerhetskopier. Oppdateringer. Overvåking. Sikkerhet. Tjenestenivå (SLA). Personvern og datalagring. Eierskap og exit. Hele artikkelen kan du lese på nettsiden.',
    seconds: 36.3,
    bytes: 101334,
  },
  '/audio/blog-nb-starte-nettbutikk-i-norge.ogg': {
    text: 'Starte nettbutikk i Norge: dette må være på plass. Organisasjonsnummer, betalingsløsninger, salgsvilkår, angrerett og frakt. Her er sjekklisten for deg som vil starte nettbutikk i Norge og gjøre det riktig fra første ordre. Artikkelen tar for seg: Velg selskapsform og registrer virksomheten. Betalingsløsninger norske kunder forventer. Salgsvilkår og angrerett. Frakt og retur. Personvern og informasjonskapsler. Kom i gang. Hele artikkelen kan du lese på nettsiden.',
    seconds: 36.9,
    bytes: 104244,
  },
  '/audio/blog-nb-universell-utforming.ogg': {
    text: 'Universell utforming av nettsider: dette må bedriften din vite. Både offentlige og private virksomheter i Norge er pålagt å ha universelt utformede nettsider. Her forklarer vi hva kravene innebærer, hvilke feil som er mest vanlige, og hvordan du sjekker din egen side. Artikkelen tar for seg: Hva sier regelverket? De fire prinsippene i WCAG. De vanligste feilene. Slik tester du din egen nettside. Mer enn et lovkrav. Hele artikkelen kan du lese på nettsiden.',
    seconds: 35.6,
    bytes: 103079,
  },
  '/audio/blog-nb-woocommerce.ogg': {
    text: 'WooCommerce: er det riktig plattform for nettbutikken din? WooCommerce gjør WordPress til en fullverdig nettbutikk med stor frihet og full kontroll over dataene dine. Her er styrkene, svakhetene og spørsmålene du bør stille før du velger. Artikkelen tar for seg: Hva er WooCommerce? Når WooCommerce er et godt valg. Hva du må ta ansvar for. Når bør du velge noe annet? Slik tar du beslutningen. Hele artikkelen kan du lese på nettsiden.',
    seconds: 34.4,
    bytes: 98084,
  },
}
