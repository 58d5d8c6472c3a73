/** Spanish texts of the first screen (see ../../en-core.ts). */
import type { TCoreTexts } from '../../types';

export const core: TCoreTexts = {
  common: {
    appName: 'Rentfolio',
    loading: 'Cargando...',
    retry: 'Reintentar',
    close: 'Cerrar',
    perMonth: '/mes',
    goBack: 'Volver',
    backToHome: 'Volver al inicio',
    negativeMoney: 'No se admiten importes negativos. Escribe el importe sin el signo menos.',
  },
  errors: {
    loadFailedTitle: 'No se pudo cargar Rentfolio',
    loadFailedText: 'No pudimos conectar con el servidor. Revisa tu conexión e inténtalo de nuevo.',
    screenLoadFailed: 'No se pudo cargar esta pantalla. Revisa tu conexión e inténtalo de nuevo.',
  },
  toast: {
    region: 'Notificaciones',
    close: 'Cerrar notificación',
  },
  landing: {
    headerNav: 'Cuenta',
    logIn: 'Iniciar sesión',
    adminAccess: 'Acceso de administrador',
    heroEyebrow: 'Gratis para siempre · Sin tarjeta de crédito',
    heroTitle: 'Analiza inversiones en alquiler. Haz crecer una cartera rentable.',
    heroText:
      'Rentfolio calcula en segundos los números de cualquier propiedad en alquiler y sigue toda tu cartera: flujo de caja, ROI, objetivos y tendencias del mercado, en un panel claro.',
    heroCta: 'Crea tu cuenta gratis',
    heroSecondaryCta: 'Descubre las funciones',
    freeCardTitle: 'Gratis para siempre',
    freeCardText: 'Todas las funciones, para todos los inversores. Sin pruebas, sin niveles, sin sorpresas.',
    freePrice: '0 US$',
    freePriceSuffix: 'para siempre',
    freeCardPoints: {
      noCard: 'Sin tarjeta de crédito',
      allFeatures: 'Todas las funciones incluidas',
      unlimited: 'Análisis de inversión ilimitados',
      secure: 'Verificación en dos pasos integrada',
    },
    getStarted: 'Empieza gratis',
    featuresTitle: 'Todo lo que necesita un inversor en alquiler',
    featuresText: 'Desde el primer cálculo rápido hasta una cartera con muchas propiedades.',
    footerTagline:
      'Análisis de inversiones en alquiler y seguimiento de cartera para inversores particulares.',
    footerFree: 'Gratis para siempre. Todas las funciones incluidas.',
    footerCopyright: '© {{year}} Rentfolio',
  },
  features: {
    dealAnalysis: {
      title: 'Calculadora de inversiones',
      text: 'Tasa de capitalización (cap rate), flujo de caja, rentabilidad cash-on-cash y ROI de cualquier propiedad, con una puntuación y una recomendación.',
    },
    portfolioDashboard: {
      title: 'Panel de la cartera',
      text: 'Valor total, flujo de caja mensual, ROI medio y ocupación de un vistazo.',
    },
    analytics: {
      title: 'Análisis y gráficos avanzados',
      text: 'Gráficos de líneas, de barras y de anillo con el rendimiento, el ROI y el flujo de caja de tus propiedades.',
    },
    achievements: {
      title: 'Logros',
      text: 'Hitos, objetivos, rachas y subidas de nivel que marcan tu progreso.',
    },
    twoFactor: {
      title: 'Verificación en dos pasos',
      text: 'Protege tu cuenta con una app de autenticación y códigos de respaldo.',
    },
    account: {
      title: 'Gestión de la cuenta',
      text: 'Tu perfil y tu foto, la contraseña, los dispositivos conectados, la descarga de todos tus datos y la eliminación de la cuenta.',
    },
    goals: {
      title: 'Seguimiento de objetivos de inversión',
      text: 'Fija metas de valor, flujo de caja, ROI y número de propiedades, y sigue tu progreso.',
    },
    emailReports: {
      title: 'Notificaciones e informes mensuales por correo',
      text: 'Informes mensuales de tu cartera y notificaciones directamente en tu bandeja de entrada.',
    },
    csv: {
      title: 'Importación y exportación CSV',
      text: 'Importa tus propiedades desde una hoja de cálculo y expórtalas cuando quieras.',
    },
    market: {
      title: 'Tendencias del mercado y mapas de calor',
      text: 'Precios, alquileres, rentabilidades y mapas de calor por barrio a partir de datos públicos.',
    },
    search: {
      title: 'Búsqueda y comparación de propiedades',
      text: 'Filtra tus propiedades y compara hasta tres a la vez.',
    },
    insights: {
      title: 'Perspectivas de inversión',
      text: 'Oportunidades, notas de rendimiento y alertas extraídas de tu cartera.',
    },
    themes: {
      title: 'Temas y modo oscuro',
      text: 'Una interfaz cómoda de día y de noche, con los colores que prefieras.',
    },
    onboarding: {
      title: 'Asistente de configuración',
      text: 'Configura tu cartera en tres pasos guiados.',
    },
  },
  notFound: {
    title: 'Página no encontrada',
    text: '404: página no encontrada',
    home: 'Ir a la página de inicio',
  },
};
