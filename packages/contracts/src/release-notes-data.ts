import type { TReleaseNote } from './release-note-types';

// Rentfolio's own release notes, shown in the Updates & Changes panel (release-notes.ts). Each note is a change that
// users can see, dated the day it shipped (the project's history), in the five languages of the interface. Newest
// first; notes of the same day keep the order written here. Ids are stable: never change or reuse one.

export const RELEASE_NOTES_DATA: TReleaseNote[] = [
  {
    id: '2026-11-27-heat-map-same-place',
    date: '2026-11-27',
    type: 'bug-fix',
    text: {
      en: {
        title: 'Heat map yields of one place only',
        description:
          'A ZIP code now shows its own rent, growth and HUD rent, and no yield or score borrowed from its metro’s home value; metros join the map with their own yield, places with very few homes are marked low-confidence and left out of the ranking, and the list scrolls in its own box.',
      },
      es: {
        title: 'Rentabilidades del mapa de calor de un solo lugar',
        description:
          'Un código postal muestra ahora su propio alquiler, su crecimiento y su alquiler HUD, sin rentabilidad ni puntuación tomadas del valor de vivienda de su área metropolitana; las áreas metropolitanas se suman al mapa con su propia rentabilidad, los lugares con muy pocas viviendas se marcan con fiabilidad baja y quedan fuera de la clasificación, y la lista se desplaza en su propio recuadro.',
      },
      fr: {
        title: 'Des rendements de carte de chaleur d’un seul lieu',
        description:
          'Un code postal affiche désormais son propre loyer, sa hausse et son loyer HUD, sans rendement ni score empruntés à la valeur immobilière de sa métropole ; les métropoles rejoignent la carte avec leur propre rendement, les lieux de très peu de logements sont marqués de fiabilité faible et exclus du classement, et la liste défile dans son propre cadre.',
      },
      de: {
        title: 'Heatmap-Renditen nur aus einem Ort',
        description:
          'Eine Postleitzahl zeigt jetzt ihre eigene Miete, ihr Mietwachstum und ihre HUD-Richtmiete, ohne Rendite oder Score aus dem Immobilienwert ihrer Metropolregion; Metropolregionen kommen mit ihrer eigenen Rendite hinzu, Orte mit sehr wenigen Wohnungen sind als wenig verlässlich markiert und nicht im Ranking, und die Liste scrollt in einem eigenen Feld.',
      },
      it: {
        title: 'Rendimenti della mappa di calore di un solo luogo',
        description:
          'Un CAP mostra ora il proprio affitto, la crescita e l’affitto HUD, senza rendimento né punteggio presi dal valore immobiliare della sua area metropolitana; le aree metropolitane entrano nella mappa con il proprio rendimento, i luoghi con pochissime abitazioni sono segnati ad affidabilità bassa ed esclusi dalla classifica, e l’elenco scorre in un riquadro proprio.',
      },
    },
  },
  {
    id: '2026-11-27-mark-all-achievements',
    date: '2026-11-27',
    type: 'feature',
    text: {
      en: {
        title: 'Mark all achievements as read',
        description:
          'When many achievements arrive at once, such as a run of level-ups, one click on Mark all as read clears every new one.',
      },
      es: {
        title: 'Marca todos los logros como leídos',
        description:
          'Cuando llegan muchos logros a la vez, como una serie de subidas de nivel, un solo clic en Marcar todos como leídos los deja todos vistos.',
      },
      fr: {
        title: 'Tous les succès marqués comme lus',
        description:
          'Quand de nombreux succès arrivent en même temps, comme une série de passages de niveau, un seul clic sur Tout marquer comme lu les marque tous.',
      },
      de: {
        title: 'Alle Erfolge als gelesen markieren',
        description:
          'Kommen viele Erfolge auf einmal, etwa mehrere Levelaufstiege, markiert ein Klick auf „Alle als gelesen markieren“ sie alle.',
      },
      it: {
        title: 'Segna tutti i traguardi come letti',
        description:
          'Quando arrivano molti traguardi insieme, come una serie di passaggi di livello, basta un clic su Segna tutti come letti per leggerli tutti.',
      },
    },
  },
  {
    id: '2026-11-27-sign-in-return',
    date: '2026-11-27',
    type: 'improvement',
    text: {
      en: {
        title: 'Back where you were after signing in',
        description:
          'A link to a Rentfolio page now shows the sign-in first and then opens that page, and every screen has its own title in the browser tab.',
      },
      es: {
        title: 'Vuelves a donde estabas al iniciar sesión',
        description:
          'Un enlace a una página de Rentfolio muestra primero el inicio de sesión y después abre esa página, y cada pantalla tiene su propio título en la pestaña del navegador.',
      },
      fr: {
        title: 'Retour à votre page après la connexion',
        description:
          'Un lien vers une page de Rentfolio affiche d’abord la connexion, puis ouvre cette page, et chaque écran a désormais son propre titre dans l’onglet du navigateur.',
      },
      de: {
        title: 'Nach der Anmeldung dort, wo Sie waren',
        description:
          'Ein Link auf eine Rentfolio-Seite zeigt zuerst die Anmeldung und öffnet danach genau diese Seite, und jede Ansicht hat nun einen eigenen Titel im Browser-Tab.',
      },
      it: {
        title: 'Dopo l’accesso torni dove eri',
        description:
          'Un link a una pagina di Rentfolio mostra prima l’accesso e poi apre quella pagina, e ogni schermata ha ora il suo titolo nella scheda del browser.',
      },
    },
  },
  {
    id: '2026-11-27-fair-achievements',
    date: '2026-11-27',
    type: 'bug-fix',
    text: {
      en: {
        title: 'Achievements count what you really do',
        description:
          'The same deal analyzed again within a minute counts once, at most 30 analyses an hour count towards your level, and changing your time zone no longer turns one day into two.',
      },
      es: {
        title: 'Los logros cuentan lo que haces de verdad',
        description:
          'El mismo análisis repetido en menos de un minuto cuenta una sola vez, como máximo 30 análisis por hora suman para tu nivel, y cambiar de zona horaria ya no convierte un día en dos.',
      },
      fr: {
        title: 'Des succès fidèles à votre activité',
        description:
          'Une même affaire analysée plusieurs fois en une minute ne compte qu’une fois, 30 analyses par heure au plus comptent pour votre niveau, et changer de fuseau horaire ne transforme plus un jour en deux.',
      },
      de: {
        title: 'Erfolge zählen, was Sie wirklich tun',
        description:
          'Dasselbe Objekt, innerhalb einer Minute erneut analysiert, zählt nur einmal, höchstens 30 Analysen pro Stunde zählen für Ihr Level, und ein Wechsel der Zeitzone macht aus einem Tag keine zwei mehr.',
      },
      it: {
        title: 'I traguardi contano ciò che fai davvero',
        description:
          'La stessa operazione analizzata più volte entro un minuto conta una volta sola, al massimo 30 analisi all’ora contano per il tuo livello, e cambiare fuso orario non trasforma più un giorno in due.',
      },
    },
  },
  {
    id: '2026-11-27-very-large-portfolios',
    date: '2026-11-27',
    type: 'improvement',
    text: {
      en: {
        title: 'Very large portfolios without the wait',
        description:
          'Insights for a portfolio of 50,000 properties are ready in seconds, and your data download starts at once, however large your portfolio is.',
      },
      es: {
        title: 'Carteras muy grandes sin esperas',
        description:
          'Las observaciones de una cartera de 50.000 propiedades están listas en segundos, y la descarga de tus datos empieza al instante, por grande que sea tu cartera.',
      },
      fr: {
        title: 'Les très grands portefeuilles sans attendre',
        description:
          'Les constats d’un portefeuille de 50 000 biens sont prêts en quelques secondes, et le téléchargement de vos données commence aussitôt, quelle que soit la taille de votre portefeuille.',
      },
      de: {
        title: 'Sehr große Portfolios ohne Wartezeit',
        description:
          'Hinweise zu einem Portfolio mit 50.000 Immobilien sind in Sekunden fertig, und der Download Ihrer Daten beginnt sofort, ganz gleich, wie groß Ihr Portfolio ist.',
      },
      it: {
        title: 'Portafogli molto grandi senza attese',
        description:
          'Le osservazioni di un portafoglio di 50.000 immobili sono pronte in pochi secondi e il download dei tuoi dati parte subito, qualunque sia la dimensione del portafoglio.',
      },
    },
  },
  {
    id: '2026-11-26-no-lockouts',
    date: '2026-11-26',
    type: 'security',
    text: {
      en: {
        title: 'Protection no one can turn against you',
        description:
          'Wrong passwords, codes and PINs are now counted across all of our servers, and an account under attack is only slowed down, never locked, so no one can keep you out of your own account.',
      },
      es: {
        title: 'Una protección que nadie puede usar en tu contra',
        description:
          'Las contraseñas, los códigos y los PIN incorrectos se cuentan ahora en todos nuestros servidores, y una cuenta atacada solo se ralentiza, nunca se bloquea, así que nadie puede dejarte fuera de tu propia cuenta.',
      },
      fr: {
        title: 'Une protection que personne ne peut retourner contre vous',
        description:
          'Les mots de passe, codes et PIN erronés sont désormais comptés sur l’ensemble de nos serveurs, et un compte attaqué est seulement ralenti, jamais bloqué : personne ne peut vous empêcher d’accéder à votre propre compte.',
      },
      de: {
        title: 'Ein Schutz, den niemand gegen Sie wenden kann',
        description:
          'Falsche Passwörter, Codes und PINs werden jetzt auf allen unseren Servern gemeinsam gezählt, und ein angegriffenes Konto wird nur gebremst, nie gesperrt, sodass niemand Sie aus Ihrem eigenen Konto aussperren kann.',
      },
      it: {
        title: 'Una protezione che nessuno può usare contro di te',
        description:
          'Password, codici e PIN errati vengono ora contati su tutti i nostri server, e un account sotto attacco viene solo rallentato, mai bloccato, così nessuno può chiuderti fuori dal tuo account.',
      },
    },
  },
  {
    id: '2026-11-26-goal-ranges',
    date: '2026-11-26',
    type: 'improvement',
    text: {
      en: {
        title: 'Goal targets with clear limits',
        description:
          'An ROI target goes from 0.01% to 1,000% with two decimals and a property target up to 50,000; goals saved outside these limits were brought into range, and overall progress counts each goal between 0% and 100%.',
      },
      es: {
        title: 'Objetivos con límites claros',
        description:
          'El objetivo de ROI va del 0,01 % al 1.000 % con dos decimales y el de propiedades llega hasta 50.000; los objetivos guardados fuera de estos límites se han ajustado, y el progreso general cuenta cada objetivo entre el 0 % y el 100 %.',
      },
      fr: {
        title: 'Des objectifs aux limites claires',
        description:
          'Un objectif de ROI va de 0,01 % à 1 000 % avec deux décimales et un objectif de biens jusqu’à 50 000 ; les objectifs enregistrés hors de ces limites ont été ramenés dans la plage, et la progression globale compte chaque objectif entre 0 % et 100 %.',
      },
      de: {
        title: 'Ziele mit klaren Grenzen',
        description:
          'Ein ROI-Ziel reicht von 0,01 % bis 1.000 % mit zwei Nachkommastellen, ein Immobilienziel bis 50.000; außerhalb dieser Grenzen gespeicherte Ziele wurden angepasst, und der Gesamtfortschritt zählt jedes Ziel zwischen 0 % und 100 %.',
      },
      it: {
        title: 'Obiettivi con limiti chiari',
        description:
          'L’obiettivo di ROI va dallo 0,01% al 1.000% con due decimali e quello sugli immobili arriva a 50.000; gli obiettivi salvati fuori da questi limiti sono stati riportati nell’intervallo, e l’avanzamento complessivo conta ogni obiettivo tra lo 0% e il 100%.',
      },
    },
  },
  {
    id: '2026-11-25-csv-import-export',
    date: '2026-11-25',
    type: 'feature',
    text: {
      en: {
        title: 'CSV import and export',
        description:
          'Import hundreds of properties from a spreadsheet in one step, with a preview and a clear message for every row that needs fixing, and export your portfolio to CSV at any time.',
      },
      es: {
        title: 'Importación y exportación en CSV',
        description:
          'Importa cientos de propiedades desde una hoja de cálculo en un solo paso, con una vista previa y un mensaje claro para cada fila que haya que corregir, y exporta tu cartera a CSV cuando quieras.',
      },
      fr: {
        title: 'Import et export CSV',
        description:
          'Importez des centaines de biens depuis un tableur en une seule fois, avec un aperçu et un message clair pour chaque ligne à corriger, et exportez votre portefeuille en CSV à tout moment.',
      },
      de: {
        title: 'CSV-Import und -Export',
        description:
          'Importieren Sie Hunderte Immobilien in einem Schritt aus einer Tabelle, mit Vorschau und einer klaren Meldung zu jeder Zeile, die korrigiert werden muss, und exportieren Sie Ihr Portfolio jederzeit als CSV.',
      },
      it: {
        title: 'Importazione ed esportazione CSV',
        description:
          'Importa centinaia di immobili da un foglio di calcolo in un solo passaggio, con un’anteprima e un messaggio chiaro per ogni riga da correggere, ed esporta il tuo portafoglio in CSV quando vuoi.',
      },
    },
  },
  {
    id: '2026-11-25-achievements',
    date: '2026-11-25',
    type: 'feature',
    text: {
      en: {
        title: 'Achievements from your real activity',
        description:
          'Milestones, streaks and levels now follow what you actually do: signing in, analyzing deals, adding properties and reaching your goals.',
      },
      es: {
        title: 'Logros basados en tu actividad real',
        description:
          'Los hitos, las rachas y los niveles reflejan ahora lo que haces de verdad: iniciar sesión, analizar inversiones, añadir propiedades y alcanzar tus objetivos.',
      },
      fr: {
        title: 'Des succès fondés sur votre activité réelle',
        description:
          'Les étapes, séries et niveaux reflètent désormais ce que vous faites vraiment : vous connecter, analyser des investissements, ajouter des biens et atteindre vos objectifs.',
      },
      de: {
        title: 'Erfolge aus Ihrer echten Aktivität',
        description:
          'Meilensteine, Serien und Stufen richten sich jetzt nach dem, was Sie tatsächlich tun: sich anmelden, Deals analysieren, Immobilien hinzufügen und Ihre Ziele erreichen.',
      },
      it: {
        title: 'Traguardi basati sulla tua attività reale',
        description:
          'Tappe, serie e livelli ora seguono quello che fai davvero: accedere, analizzare investimenti, aggiungere immobili e raggiungere i tuoi obiettivi.',
      },
    },
  },
  {
    id: '2026-11-25-market-trends-heat-maps',
    date: '2026-11-25',
    type: 'feature',
    text: {
      en: {
        title: 'Market trends and heat maps',
        description:
          'Follow home values, rents, yields and days on market for any metro, city or ZIP code, and compare neighborhoods on a heat map built from Zillow, HUD and Census data.',
      },
      es: {
        title: 'Tendencias del mercado y mapas de calor',
        description:
          'Sigue los valores de las viviendas, los alquileres, la rentabilidad y los días en el mercado de cualquier área metropolitana, ciudad o código postal, y compara barrios en un mapa de calor elaborado con datos de Zillow, HUD y el Census.',
      },
      fr: {
        title: 'Tendances du marché et cartes de chaleur',
        description:
          'Suivez les prix, les loyers, les rendements et les délais de vente de n’importe quelle zone métropolitaine, ville ou code postal, et comparez les quartiers sur une carte de chaleur construite à partir des données de Zillow, du HUD et du Census.',
      },
      de: {
        title: 'Markttrends und Heatmaps',
        description:
          'Verfolgen Sie Immobilienwerte, Mieten, Renditen und Vermarktungsdauer für jede Metropolregion, Stadt oder Postleitzahl und vergleichen Sie Viertel auf einer Heatmap aus Daten von Zillow, HUD und dem Census.',
      },
      it: {
        title: 'Andamento del mercato e mappe di calore',
        description:
          'Segui valori degli immobili, affitti, rendimenti e tempi di vendita di qualsiasi area metropolitana, città o codice postale, e confronta i quartieri su una mappa di calore costruita con i dati di Zillow, HUD e Census.',
      },
    },
  },
  {
    id: '2026-11-25-property-pages',
    date: '2026-11-25',
    type: 'feature',
    text: {
      en: {
        title: 'A page for each property',
        description:
          'Each property now has its own page with its figures explained, the loan balance today, a rent check against market rents and an estimate of what it is worth now.',
      },
      es: {
        title: 'Una página para cada propiedad',
        description:
          'Cada propiedad tiene ahora su propia página con sus cifras explicadas, el saldo actual del préstamo, una comparación de su alquiler con los del mercado y una estimación de lo que vale hoy.',
      },
      fr: {
        title: 'Une page pour chaque bien',
        description:
          'Chaque bien a désormais sa propre page, avec ses chiffres expliqués, le capital restant dû de son prêt, une comparaison de son loyer avec ceux du marché et une estimation de sa valeur actuelle.',
      },
      de: {
        title: 'Eine eigene Seite für jede Immobilie',
        description:
          'Jede Immobilie hat jetzt eine eigene Seite mit erklärten Kennzahlen, der heutigen Restschuld, einem Abgleich der Miete mit dem Markt und einer Schätzung ihres aktuellen Werts.',
      },
      it: {
        title: 'Una pagina per ogni immobile',
        description:
          'Ogni immobile ha ora una pagina tutta sua con le cifre spiegate, il debito residuo del mutuo ad oggi, un confronto del suo affitto con il mercato e una stima di quanto vale adesso.',
      },
    },
  },
  {
    id: '2026-11-25-explainable-insights',
    date: '2026-11-25',
    type: 'feature',
    text: {
      en: {
        title: 'Explainable insights',
        description:
          'Nine written rules flag negative cash flow, thin loan coverage, vacancies, below-market rents and more, and every insight shows the numbers behind it.',
      },
      es: {
        title: 'Observaciones que se explican',
        description:
          'Nueve reglas escritas detectan el flujo de caja negativo, los préstamos con poca cobertura, las propiedades desocupadas, los alquileres por debajo del mercado y más, y cada observación muestra las cifras en las que se basa.',
      },
      fr: {
        title: 'Des constats expliqués',
        description:
          'Neuf règles écrites repèrent les cash-flows négatifs, les prêts mal couverts, les biens vacants, les loyers sous le marché et plus encore, et chaque constat indique les chiffres sur lesquels il repose.',
      },
      de: {
        title: 'Nachvollziehbare Hinweise',
        description:
          'Neun festgeschriebene Regeln erkennen negativen Cashflow, knappe Kreditdeckung, Leerstand, Mieten unter Marktniveau und mehr, und jeder Hinweis nennt die Zahlen, auf denen er beruht.',
      },
      it: {
        title: 'Osservazioni spiegate',
        description:
          'Nove regole scritte segnalano flusso di cassa negativo, mutui poco coperti, immobili sfitti, affitti sotto il mercato e altro ancora, e ogni osservazione mostra i numeri su cui si basa.',
      },
    },
  },
  {
    id: '2026-11-25-insights-dates-studios',
    date: '2026-11-25',
    type: 'bug-fix',
    text: {
      en: {
        title: 'No more “Invalid Date” in insights',
        description:
          'Insights now call a 0-bedroom unit a studio, and a month missing from the market data reads “latest” instead of “Invalid Date”.',
      },
      es: {
        title: 'Adiós a “Invalid Date” en las observaciones',
        description:
          'Las observaciones llaman ahora estudio a una vivienda sin dormitorios, y un mes que falta en los datos del mercado aparece como “el más reciente” en lugar de “Invalid Date”.',
      },
      fr: {
        title: 'Fini les « Invalid Date » dans les constats',
        description:
          'Les constats appellent désormais studio un logement sans chambre, et un mois absent des données de marché s’affiche « le plus récent » au lieu de « Invalid Date ».',
      },
      de: {
        title: 'Kein „Invalid Date“ mehr in den Hinweisen',
        description:
          'Hinweise bezeichnen eine Wohnung ohne Schlafzimmer jetzt als Einzimmerwohnung, und ein Monat, der in den Marktdaten fehlt, erscheint als „aktuellster“ statt als „Invalid Date“.',
      },
      it: {
        title: 'Niente più “Invalid Date” nelle osservazioni',
        description:
          'Le osservazioni chiamano ora monolocale un’unità senza camere da letto, e un mese che manca nei dati di mercato compare come “il più recente” invece di “Invalid Date”.',
      },
    },
  },
  {
    id: '2026-11-25-large-portfolios',
    date: '2026-11-25',
    type: 'improvement',
    text: {
      en: {
        title: 'Faster insights for large portfolios',
        description:
          'Insights now load page by page, so a portfolio of a thousand properties opens quickly and the dashboard fetches only the three it shows.',
      },
      es: {
        title: 'Observaciones más rápidas en carteras grandes',
        description:
          'Las observaciones se cargan ahora por páginas, de modo que una cartera de mil propiedades se abre enseguida y el panel solo pide las tres que muestra.',
      },
      fr: {
        title: 'Des constats plus rapides pour les grands portefeuilles',
        description:
          'Les constats se chargent désormais page par page : un portefeuille de mille biens s’ouvre rapidement et le tableau de bord ne demande que les trois qu’il affiche.',
      },
      de: {
        title: 'Schnellere Hinweise bei großen Portfolios',
        description:
          'Hinweise werden jetzt seitenweise geladen, sodass sich ein Portfolio mit tausend Immobilien schnell öffnet und das Dashboard nur die drei abruft, die es anzeigt.',
      },
      it: {
        title: 'Osservazioni più veloci per i portafogli grandi',
        description:
          'Le osservazioni ora si caricano una pagina alla volta, così un portafoglio di mille immobili si apre subito e la dashboard richiede solo le tre che mostra.',
      },
    },
  },
  {
    id: '2026-11-25-languages-formats',
    date: '2026-11-25',
    type: 'feature',
    text: {
      en: {
        title: 'Five languages, your currency and date format',
        description:
          'Use Rentfolio in English, Spanish, French, German or Italian, and choose how amounts and dates are shown in Settings.',
      },
      es: {
        title: 'Cinco idiomas, tu moneda y tu formato de fecha',
        description:
          'Usa Rentfolio en inglés, español, francés, alemán o italiano, y elige en Configuración cómo se muestran los importes y las fechas.',
      },
      fr: {
        title: 'Cinq langues, votre devise et votre format de date',
        description:
          'Utilisez Rentfolio en anglais, espagnol, français, allemand ou italien, et choisissez dans les Paramètres l’affichage des montants et des dates.',
      },
      de: {
        title: 'Fünf Sprachen, Ihre Währung und Ihr Datumsformat',
        description:
          'Nutzen Sie Rentfolio auf Englisch, Spanisch, Französisch, Deutsch oder Italienisch und legen Sie in den Einstellungen fest, wie Beträge und Daten angezeigt werden.',
      },
      it: {
        title: 'Cinque lingue, la tua valuta e il tuo formato di data',
        description:
          'Usa Rentfolio in inglese, spagnolo, francese, tedesco o italiano, e scegli nelle Impostazioni come mostrare importi e date.',
      },
    },
  },
  {
    id: '2026-11-24-two-factor-sign-in',
    date: '2026-11-24',
    type: 'security',
    text: {
      en: {
        title: 'Two-factor sign-in',
        description:
          'Protect your account with a code from an authenticator app at every sign-in, with ten single-use backup codes in case you lose your phone.',
      },
      es: {
        title: 'Inicio de sesión en dos pasos',
        description:
          'Protege tu cuenta con un código de una app de autenticación en cada inicio de sesión, con diez códigos de respaldo de un solo uso por si pierdes el móvil.',
      },
      fr: {
        title: 'Connexion à deux facteurs',
        description:
          'Protégez votre compte avec un code issu d’une application d’authentification à chaque connexion, et dix codes de secours à usage unique si vous perdez votre téléphone.',
      },
      de: {
        title: 'Anmeldung mit zwei Faktoren',
        description:
          'Schützen Sie Ihr Konto bei jeder Anmeldung mit einem Code aus einer Authenticator-App, dazu zehn einmalig nutzbare Backup-Codes für den Fall, dass Sie Ihr Handy verlieren.',
      },
      it: {
        title: 'Accesso con autenticazione a due fattori',
        description:
          'Proteggi il tuo account con un codice da un’app di autenticazione a ogni accesso, con dieci codici di backup monouso nel caso perdessi il telefono.',
      },
    },
  },
  {
    id: '2026-11-24-sign-in-hardening',
    date: '2026-11-24',
    type: 'security',
    text: {
      en: {
        title: 'Stronger protection against password guessing',
        description:
          'Repeated failed sign-ins are now limited per account and per address, the admin PIN locks after too many tries, and every list and amount the server accepts is checked and bounded.',
      },
      es: {
        title: 'Más protección frente a quien intente adivinar contraseñas',
        description:
          'Los intentos fallidos de inicio de sesión se limitan ahora por cuenta y por dirección, el PIN de administración se bloquea tras demasiados intentos, y el servidor comprueba y acota cada lista e importe que recibe.',
      },
      fr: {
        title: 'Une meilleure protection contre les tentatives de mot de passe',
        description:
          'Les échecs de connexion répétés sont désormais limités par compte et par adresse, le code PIN d’administration se bloque après trop d’essais, et chaque liste et montant reçu par le serveur est vérifié et borné.',
      },
      de: {
        title: 'Besserer Schutz gegen das Erraten von Passwörtern',
        description:
          'Fehlgeschlagene Anmeldungen werden jetzt pro Konto und pro Adresse begrenzt, die Admin-PIN wird nach zu vielen Versuchen gesperrt, und der Server prüft und begrenzt jede Liste und jeden Betrag, den er annimmt.',
      },
      it: {
        title: 'Più protezione contro chi tenta di indovinare le password',
        description:
          'I tentativi di accesso falliti sono ora limitati per account e per indirizzo, il PIN di amministrazione si blocca dopo troppi tentativi, e il server controlla e limita ogni elenco e importo che riceve.',
      },
    },
  },
  {
    id: '2026-11-24-settings-themes',
    date: '2026-11-24',
    type: 'feature',
    text: {
      en: {
        title: 'Dark mode with eight themes',
        description:
          'Settings now apply at once: dark mode, eight dark themes with readable contrast, a compact view, and notification preferences saved to your account.',
      },
      es: {
        title: 'Modo oscuro con ocho temas',
        description:
          'La configuración se aplica ahora al instante: modo oscuro, ocho temas oscuros con un contraste legible, vista compacta y preferencias de notificación guardadas en tu cuenta.',
      },
      fr: {
        title: 'Mode sombre avec huit thèmes',
        description:
          'Les paramètres s’appliquent désormais immédiatement : mode sombre, huit thèmes sombres au contraste lisible, affichage compact et préférences de notification enregistrées dans votre compte.',
      },
      de: {
        title: 'Dunkelmodus mit acht Designs',
        description:
          'Einstellungen wirken jetzt sofort: Dunkelmodus, acht dunkle Designs mit gut lesbarem Kontrast, eine kompakte Ansicht und Benachrichtigungseinstellungen, die in Ihrem Konto gespeichert werden.',
      },
      it: {
        title: 'Modalità scura con otto temi',
        description:
          'Le impostazioni ora si applicano subito: modalità scura, otto temi scuri con un contrasto ben leggibile, vista compatta e preferenze di notifica salvate nel tuo account.',
      },
    },
  },
  {
    id: '2026-11-24-faster-first-load',
    date: '2026-11-24',
    type: 'improvement',
    text: {
      en: {
        title: 'A much faster first load',
        description:
          'The home page now downloads about 40% less JavaScript, and the rest of the app loads only when you need it.',
      },
      es: {
        title: 'Una primera carga mucho más rápida',
        description:
          'La página de inicio descarga ahora alrededor de un 40 % menos de JavaScript, y el resto de la aplicación solo se carga cuando lo necesitas.',
      },
      fr: {
        title: 'Un premier chargement bien plus rapide',
        description:
          'La page d’accueil télécharge désormais environ 40 % de JavaScript en moins, et le reste de l’application ne se charge que lorsque vous en avez besoin.',
      },
      de: {
        title: 'Deutlich schnellerer erster Aufruf',
        description:
          'Die Startseite lädt jetzt rund 40 % weniger JavaScript, und der Rest der App wird erst geladen, wenn Sie ihn brauchen.',
      },
      it: {
        title: 'Un primo caricamento molto più veloce',
        description:
          'La pagina iniziale scarica ora circa il 40% di JavaScript in meno, e il resto dell’app si carica solo quando ti serve.',
      },
    },
  },
  {
    id: '2026-11-24-goal-checks',
    date: '2026-11-24',
    type: 'bug-fix',
    text: {
      en: {
        title: 'Goals with a date in the past are refused',
        description:
          'A goal target of zero or a target date that has already passed is now refused with a clear message, and the suggested date is the end of next year.',
      },
      es: {
        title: 'Ya no se aceptan objetivos con fecha pasada',
        description:
          'Un objetivo de cero o una fecha objetivo que ya ha pasado se rechazan ahora con un mensaje claro, y la fecha propuesta es el final del año que viene.',
      },
      fr: {
        title: 'Les objectifs à date passée sont refusés',
        description:
          'Un objectif à zéro ou une date cible déjà passée est désormais refusé avec un message clair, et la date proposée est la fin de l’année prochaine.',
      },
      de: {
        title: 'Ziele mit vergangenem Datum werden abgelehnt',
        description:
          'Ein Zielwert von null oder ein bereits vergangenes Zieldatum wird jetzt mit einer klaren Meldung abgelehnt, und als Datum wird das Ende des nächsten Jahres vorgeschlagen.',
      },
      it: {
        title: 'Non si accettano più obiettivi con date passate',
        description:
          'Un obiettivo pari a zero o una data obiettivo già passata vengono ora rifiutati con un messaggio chiaro, e la data proposta è la fine del prossimo anno.',
      },
    },
  },
  {
    id: '2026-11-24-one-property-type-list',
    date: '2026-11-24',
    type: 'bug-fix',
    text: {
      en: {
        title: 'The same property types everywhere',
        description:
          'Search, the deal form, onboarding and the property forms now offer the same eight property types, so a triplex found in one place is a triplex in all of them.',
      },
      es: {
        title: 'Los mismos tipos de propiedad en todas partes',
        description:
          'La búsqueda, el formulario de análisis, la configuración inicial y los formularios de propiedad ofrecen ahora los mismos ocho tipos, así que un tríplex es un tríplex en todas partes.',
      },
      fr: {
        title: 'Les mêmes types de biens partout',
        description:
          'La recherche, le formulaire d’analyse, l’assistant de démarrage et les fiches de biens proposent désormais les huit mêmes types, si bien qu’un bien garde le même type d’un écran à l’autre.',
      },
      de: {
        title: 'Überall dieselben Immobilientypen',
        description:
          'Suche, Deal-Formular, Einrichtungsassistent und Immobilienformulare bieten jetzt dieselben acht Typen an, sodass ein Dreifamilienhaus überall ein Dreifamilienhaus ist.',
      },
      it: {
        title: 'Gli stessi tipi di immobile ovunque',
        description:
          'La ricerca, il modulo di analisi, la configurazione iniziale e i moduli degli immobili offrono ora gli stessi otto tipi, così un trifamiliare resta un trifamiliare ovunque.',
      },
    },
  },
  {
    id: '2026-11-24-search-sort',
    date: '2026-11-24',
    type: 'improvement',
    text: {
      en: {
        title: 'Sort and share your property searches',
        description:
          'Sort results by price, rent, cash flow, cap rate or ROI, and your filters now stay in the address, so Back restores a search and a link shares it.',
      },
      es: {
        title: 'Ordena y comparte tus búsquedas',
        description:
          'Ordena los resultados por precio, alquiler, flujo de caja, tasa de capitalización o ROI; además, los filtros quedan en la dirección, así que Atrás recupera la búsqueda y un enlace la comparte.',
      },
      fr: {
        title: 'Triez et partagez vos recherches',
        description:
          'Triez les résultats par prix, loyer, cash-flow, taux de capitalisation ou ROI ; vos filtres restent désormais dans l’adresse, si bien que Retour rétablit la recherche et qu’un lien la partage.',
      },
      de: {
        title: 'Suchen sortieren und teilen',
        description:
          'Sortieren Sie Ergebnisse nach Preis, Miete, Cashflow, Kapitalisierungsrate oder ROI; Ihre Filter stehen jetzt in der Adresse, sodass „Zurück“ eine Suche wiederherstellt und ein Link sie teilt.',
      },
      it: {
        title: 'Ordina e condividi le tue ricerche',
        description:
          'Ordina i risultati per prezzo, affitto, flusso di cassa, tasso di capitalizzazione o ROI; i filtri ora restano nell’indirizzo, così Indietro ripristina la ricerca e un link la condivide.',
      },
    },
  },
  {
    id: '2026-11-21-deal-analysis',
    date: '2026-11-21',
    type: 'feature',
    text: {
      en: {
        title: 'Deal Analysis',
        description:
          'Analyze any rental deal for cash flow, cap rate and ROI, with a deal score, an amortization schedule, a 10-year projection with IRR, and saved analyses you can come back to.',
      },
      es: {
        title: 'Análisis de inversión',
        description:
          'Analiza cualquier inversión en alquiler con su flujo de caja, tasa de capitalización y ROI, una puntuación, un cuadro de amortización, una proyección a 10 años con TIR y análisis guardados para retomarlos cuando quieras.',
      },
      fr: {
        title: 'Analyse de rentabilité',
        description:
          'Analysez n’importe quel investissement locatif : cash-flow, taux de capitalisation et ROI, avec une note, un tableau d’amortissement, une projection sur 10 ans avec TRI et des analyses enregistrées à reprendre quand vous voulez.',
      },
      de: {
        title: 'Deal-Analyse',
        description:
          'Analysieren Sie jedes Mietobjekt auf Cashflow, Kapitalisierungsrate und ROI, mit Deal-Score, Tilgungsplan, einer 10-Jahres-Prognose mit IRR und gespeicherten Analysen, zu denen Sie jederzeit zurückkehren können.',
      },
      it: {
        title: 'Analisi investimento',
        description:
          'Analizza qualsiasi investimento in affitto per flusso di cassa, tasso di capitalizzazione e ROI, con un punteggio, un piano di ammortamento, una proiezione a 10 anni con TIR e analisi salvate da riprendere quando vuoi.',
      },
    },
  },
  {
    id: '2026-11-21-portfolio-dashboard',
    date: '2026-11-21',
    type: 'feature',
    text: {
      en: {
        title: 'Your portfolio dashboard',
        description:
          'See your portfolio value, cash flow, ROI and occupancy with their change from last month, your goals and your latest properties on one screen.',
      },
      es: {
        title: 'El panel de tu cartera',
        description:
          'Consulta en una sola pantalla el valor, el flujo de caja, el ROI y la ocupación de tu cartera con su variación respecto al mes pasado, tus objetivos y tus últimas propiedades.',
      },
      fr: {
        title: 'Le tableau de bord de votre portefeuille',
        description:
          'Retrouvez sur un seul écran la valeur, le cash-flow, le ROI et le taux d’occupation de votre portefeuille avec leur évolution depuis le mois dernier, vos objectifs et vos derniers biens.',
      },
      de: {
        title: 'Ihr Portfolio-Dashboard',
        description:
          'Sehen Sie Portfoliowert, Cashflow, ROI und Vermietungsquote samt Veränderung zum Vormonat, Ihre Ziele und Ihre neuesten Immobilien auf einen Blick.',
      },
      it: {
        title: 'La dashboard del tuo portafoglio',
        description:
          'Vedi in un’unica schermata valore, flusso di cassa, ROI e tasso di occupazione del tuo portafoglio con la variazione rispetto al mese scorso, i tuoi obiettivi e i tuoi ultimi immobili.',
      },
    },
  },
  {
    id: '2026-11-21-search-comparison',
    date: '2026-11-21',
    type: 'feature',
    text: {
      en: {
        title: 'Property search and comparison',
        description:
          'Filter your properties by place, type, price and ROI, then compare up to three side by side.',
      },
      es: {
        title: 'Búsqueda y comparación de propiedades',
        description:
          'Filtra tus propiedades por ubicación, tipo, precio y ROI, y compara hasta tres una al lado de otra.',
      },
      fr: {
        title: 'Recherche et comparaison de biens',
        description:
          'Filtrez vos biens par lieu, type, prix et ROI, puis comparez-en jusqu’à trois côte à côte.',
      },
      de: {
        title: 'Immobiliensuche und -vergleich',
        description:
          'Filtern Sie Ihre Immobilien nach Ort, Typ, Preis und ROI und vergleichen Sie bis zu drei direkt nebeneinander.',
      },
      it: {
        title: 'Ricerca e confronto degli immobili',
        description:
          'Filtra i tuoi immobili per luogo, tipo, prezzo e ROI, poi confrontane fino a tre fianco a fianco.',
      },
    },
  },
];
