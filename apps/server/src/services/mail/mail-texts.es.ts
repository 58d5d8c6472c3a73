// The texts of Rentfolio's e-mails in Spanish (see mail-texts.ts). The interface speaks to the user as "tú", and so
// do the e-mails.

import type { TMailTexts } from './mail-texts';

export const mailTextsEs: TMailTexts = {
  monthly: {
    subject: 'Tu informe de Rentfolio de {{month}}',
    preheader: 'Tu cartera en {{month}}: valor, flujo de caja, objetivos y lo que conviene revisar.',
    title: 'Tu cartera en {{month}}',
    greeting: 'Hola, {{name}}:',
    intro: 'Este es el informe de tu cartera de alquiler de {{month}}, con cifras a {{date}}.',
  },
  update: {
    subject: 'Actualización de tu cartera en Rentfolio',
    preheader: 'Tu cartera hoy: valor, flujo de caja y rentabilidad.',
    title: 'Tu cartera hoy',
    intro: 'Pediste un resumen de tu cartera. Aquí lo tienes, con datos a {{date}}.',
  },
  test: {
    subject: 'Informe de prueba de Rentfolio',
    banner: 'Este es un informe de prueba: muestra cómo es tu informe mensual, con tus cifras reales.',
  },
  sample: {
    banner:
      'MUESTRA: este informe usa una cartera inventada con flujo de caja negativo para mostrar cómo se ven los avisos.',
  },
  figures: {
    portfolioValue: 'Valor de la cartera',
    monthlyCashFlow: 'Flujo de caja mensual',
    averageRoi: 'ROI medio',
    occupancy: 'Ocupación',
    properties: 'Propiedades',
    changeSinceLastMonth: '{{change}} respecto al mes pasado',
    noChangeData: 'Aún no hay datos de variación',
    negativeCashFlow: 'Tu cartera pierde dinero cada mes. Revisa las propiedades de abajo.',
  },
  performers: {
    title: 'Las que mejor y peor rinden',
    best: 'La mejor',
    worst: 'La peor',
    line: '{{cashFlow}} al mes, tasa de capitalización del {{capRate}}',
    none: 'Añade propiedades para ver cómo rinde cada una.',
  },
  goals: {
    title: 'Objetivos',
    line: '{{progress}} de {{target}}',
    reached: 'Alcanzado',
    none: 'Todavía no has fijado objetivos.',
    names: {
      portfolio_value: 'Valor de la cartera',
      cash_flow: 'Flujo de caja mensual',
      properties: 'Propiedades',
      roi: 'ROI medio',
    },
  },
  achievements: {
    title: 'Nuevos logros',
    count: 'Conseguidos este mes: {{count}}',
    none: 'Este mes no hay logros nuevos.',
  },
  insights: {
    title: 'Observaciones destacadas',
    none: 'No hay nada que requiera tu atención.',
    dscrBelowOne: 'El alquiler no cubre el préstamo',
    rules: {
      negativeCashFlow: 'Flujo de caja negativo',
      lowDscr: 'El alquiler apenas cubre el préstamo',
      vacant: 'Propiedad desocupada',
      concentration: 'Gran parte de la cartera en una sola área metropolitana',
      expensesOverPlan: 'Gastos por encima del plan',
      vacancyOverPlan: 'Menos alquiler cobrado de lo previsto',
      lowDscrActual: 'Los ingresos reales apenas cubren el préstamo',
      leaseEnding: 'Un contrato de alquiler termina pronto',
      rentLate: 'Hay un alquiler atrasado',
      rentBelowMarket: 'Alquiler por debajo del mercado',
      equityGain: 'Valor superior al que registraste',
      bestCapRate: 'Mejor tasa de capitalización',
      bestCashOnCash: 'Mejor rentabilidad cash-on-cash',
      goalNear: 'Objetivo casi alcanzado',
    },
  },
  footer: {
    open: 'Abrir Rentfolio',
    why: 'Recibes este correo porque tienes activados los informes por correo en la configuración de Rentfolio.',
    unsubscribe: 'Darse de baja',
  },
  confirmEmail: {
    subject: 'Confirma tu dirección de correo para Rentfolio',
    title: 'Confirma tu dirección de correo',
    greeting: 'Hola, {{name}}:',
    intro:
      'Confirma que {{address}} es tu dirección para que Rentfolio pueda enviarte allí tus informes y novedades.',
    button: 'Confirmar {{address}}',
    validity: 'El enlace funciona durante {{hours}} horas y una sola vez.',
    ignore: 'Si no lo has pedido tú, ignora este correo: no se enviará nada a esta dirección.',
  },
  changeNotice: {
    subject: 'Tu dirección de correo en Rentfolio va a cambiar',
    title: 'Se ha pedido una nueva dirección de correo',
    intro:
      'Alguien con la sesión iniciada en tu cuenta de Rentfolio ha pedido usar {{newAddress}} en lugar de esta dirección.',
    keep: 'Rentfolio seguirá enviando a esta dirección hasta que se confirme la nueva.',
    notYou: 'Si no has sido tú, inicia sesión, cambia tu contraseña y cancela el cambio en la página Cuenta.',
  },
  unsubscribePage: {
    title: 'Darse de baja',
    done: 'Ya no recibirás correos de Rentfolio. Puedes volver a activarlos en Configuración.',
    used: 'Este enlace para darse de baja ya se ha usado.',
    invalid: 'Este enlace para darse de baja no es válido.',
    confirm: 'Dejar de recibir correos de Rentfolio',
    question: '¿Quieres dejar de recibir los informes mensuales y los demás correos de Rentfolio?',
  },
};
