/**
 * The demo salon: the four service groups of the home page, realistic Dubai prices in AED, and four
 * therapists. Durations are the length of the slots the seed opens for each service. Every name,
 * description and bio is in Arabic too (issue 18; words as in docs/glossary-ar.md).
 */
export const DEMO_CATEGORIES = [
  {
    name: 'Nail Services',
    nameAr: 'خدمات الأظافر',
    descriptionAr: 'مانيكير وباديكير وطلاء جل وفن الأظافر على أيدي أخصائيات يعتنين بأدق التفاصيل.',
    description: 'Manicures, pedicures, gel polish and nail art by detail-loving technicians.',
    imageUrl: '/images/nail-services.svg',
    services: [
      {
        name: 'Classic Manicure',
        nameAr: 'مانيكير كلاسيكي',
        descriptionAr: 'تشكيل الأظافر والعناية بالجلد المحيط بها، مع تدليك مريح لليدين وطلاء كلاسيكي من اختيارك.',
        price: 90,
        discount: 0,
        duration: 30,
        demandOnline: true,
        description: 'Shaping, cuticle care, a relaxing hand massage and your choice of classic polish.',
      },
      {
        name: 'Gel Manicure',
        nameAr: 'مانيكير جل',
        descriptionAr: 'لون جل يدوم طويلًا ويحتفظ بلمعانه حتى ثلاثة أسابيع، مع العناية بالجلد المحيط بالأظافر وتشكيلها.',
        price: 150,
        discount: 10,
        duration: 45,
        demandOnline: true,
        description: 'Long-lasting gel colour that stays glossy for up to three weeks, with cuticle care and shaping.',
      },
      {
        name: 'Spa Pedicure',
        nameAr: 'باديكير سبا',
        descriptionAr: 'نقع دافئ للقدمين وتقشير والعناية بالجلد المتصلّب، ثم تدليك وطلاء يريحان القدمين المتعبتين.',
        price: 180,
        discount: 0,
        duration: 60,
        demandOnline: true,
        description: 'A warm foot soak, exfoliating scrub, callus care, massage and polish for tired feet.',
      },
      {
        name: 'Nail Art (per set)',
        nameAr: 'رسم على الأظافر (للطقم)',
        descriptionAr: 'تصاميم مرسومة باليد، وأطراف فرنسية، ولمسات كروم أو تدرّج لوني: شاركنا فكرتك وسننفّذها لك.',
        price: 120,
        discount: 0,
        duration: 45,
        demandOnline: false,
        description:
          'Hand-painted designs, French tips, chrome or ombré: bring your inspiration and we will recreate it.',
      },
    ],
  },
  {
    name: 'Hair Services',
    nameAr: 'خدمات الشعر',
    descriptionAr: 'قصّات وتصفيف بالسشوار وصبغات وعلاجات تحافظ على صحة الشعر تحت شمس دبي.',
    description: 'Cuts, blow-dries, colour and treatments that keep hair healthy in the Dubai sun.',
    imageUrl: '/images/hair-services.svg',
    services: [
      {
        name: "Women's Haircut & Blow-Dry",
        nameAr: 'قص شعر للسيدات مع تصفيف بالسشوار',
        descriptionAr: 'استشارة وغسل وقصّة دقيقة، ثم تصفيف ناعم بالسشوار يناسب شكل وجهك.',
        price: 220,
        discount: 0,
        duration: 60,
        demandOnline: true,
        description: 'Consultation, wash, precision cut and a smooth blow-dry finish tailored to your face shape.',
      },
      {
        name: 'Signature Blow-Dry',
        nameAr: 'تصفيف السشوار المميز',
        descriptionAr: 'حجم ممتلئ أو شعر أملس ومستقيم: تصفيف بالسشوار يدوم طويلًا مع حماية من الحرارة.',
        price: 130,
        discount: 15,
        duration: 45,
        demandOnline: true,
        description: 'Bouncy volume or sleek and straight: a long-lasting blow-dry with heat protection.',
      },
      {
        name: 'Full Head Colour',
        nameAr: 'صبغة كاملة للشعر',
        descriptionAr: 'لون غني ومتجانس من الجذور حتى الأطراف، مع لمعة مغذّية وتصفيف بالسشوار.',
        price: 450,
        discount: 0,
        duration: 120,
        demandOnline: true,
        description: 'Rich, even colour from roots to ends with a nourishing gloss and blow-dry.',
      },
      {
        name: 'Keratin Treatment',
        nameAr: 'علاج الكيراتين',
        descriptionAr: 'شعر ناعم ولامع وخالٍ من التموّج حتى أربعة أشهر، مثالي لأشهر الصيف الرطبة.',
        price: 900,
        discount: 20,
        duration: 120,
        demandOnline: false,
        description: 'Frizz-free, smooth and shiny hair for up to four months, ideal for humid summers.',
      },
    ],
  },
  {
    name: 'Waxing & Threading',
    nameAr: 'إزالة الشعر بالشمع والخيط',
    descriptionAr: 'إزالة لطيفة ودقيقة للشعر لبشرة ناعمة وحواجب مرسومة بإتقان.',
    description: 'Gentle, precise hair removal for smooth skin and perfectly shaped brows.',
    imageUrl: '/images/waxing-threading.svg',
    services: [
      {
        name: 'Eyebrow Threading',
        nameAr: 'تشذيب الحواجب بالخيط',
        descriptionAr: 'حواجب نظيفة ومحدّدة تُرسم يدويًا بخيط قطني، بلمسة لطيفة تناسب البشرة الحساسة.',
        price: 45,
        discount: 0,
        duration: 15,
        demandOnline: true,
        description: 'Clean, defined brows shaped by hand with cotton thread, gentle on sensitive skin.',
      },
      {
        name: 'Full Face Threading',
        nameAr: 'إزالة شعر الوجه بالخيط',
        descriptionAr: 'الحواجب والشفة العليا والذقن وجانبا الوجه بالخيط، لنتيجة ناعمة ومتجانسة.',
        price: 110,
        discount: 0,
        duration: 30,
        demandOnline: true,
        description: 'Brows, upper lip, chin and sides of the face threaded for a smooth, even finish.',
      },
      {
        name: 'Full Legs Waxing',
        nameAr: 'إزالة شعر الساقين بالشمع',
        descriptionAr: 'شمع دافئ لساقين ناعمتين كالحرير، مع لوشن الصبّار المهدّئ في الختام.',
        price: 200,
        discount: 10,
        duration: 45,
        demandOnline: true,
        description: 'Warm wax for silky smooth legs, finished with a soothing aloe lotion.',
      },
      {
        name: 'Full Body Waxing',
        nameAr: 'إزالة شعر الجسم بالشمع',
        descriptionAr: 'الذراعان والساقان والإبطان ومنطقة البكيني في زيارة واحدة، بشمع منخفض الحرارة.',
        price: 480,
        discount: 0,
        duration: 90,
        demandOnline: true,
        description: 'Arms, legs, underarms and bikini line in one visit, using low-temperature wax.',
      },
    ],
  },
  {
    name: 'Facial & Brow Services',
    nameAr: 'خدمات الوجه والحواجب',
    descriptionAr: 'جلسات مميزة للعناية بالبشرة، وفرد الحواجب وصبغها لإطلالة نضرة ومشرقة.',
    description: 'Signature facials, brow lamination and tinting for a fresh, glowing look.',
    imageUrl: '/images/facial-brow.svg',
    services: [
      {
        name: 'Signature Hydrating Facial',
        nameAr: 'جلسة الترطيب المميزة للبشرة',
        descriptionAr: 'تنظيف عميق وتقشير لطيف وقناع مرطّب وتدليك للوجه، لبشرة مشرقة ومتألقة.',
        price: 350,
        discount: 0,
        duration: 60,
        demandOnline: true,
        description: 'Deep cleansing, gentle exfoliation, a hydrating mask and facial massage for a radiant glow.',
      },
      {
        name: 'Gold Radiance Facial',
        nameAr: 'جلسة إشراقة الذهب للبشرة',
        descriptionAr: 'علاج فاخر بالذهب عيار 24 يفتّح البشرة المتعبة ويشدّها ويعيد إليها حيويتها.',
        price: 550,
        discount: 15,
        duration: 90,
        demandOnline: true,
        description: 'A luxurious 24k gold treatment that brightens, firms and restores tired skin.',
      },
      {
        name: 'Brow Lamination & Tint',
        nameAr: 'فرد الحواجب وصبغها',
        descriptionAr: 'حواجب مرفوعة تبدو أكثف وتثبت ستة أسابيع، مع صبغة بلون متناسق في الختام.',
        price: 250,
        discount: 0,
        duration: 45,
        demandOnline: true,
        description: 'Brushed-up, fuller-looking brows set for six weeks, finished with a matching tint.',
      },
      {
        name: 'Lash Lift & Tint',
        nameAr: 'رفع الرموش وصبغها',
        descriptionAr: 'رموش طبيعية معقوفة وأغمق من دون تركيب، تدوم من ستة إلى ثمانية أسابيع.',
        price: 230,
        discount: 0,
        duration: 45,
        demandOnline: true,
        description: 'Curled, darker natural lashes without extensions, lasting six to eight weeks.',
      },
    ],
  },
] as const;

/** Each therapist works the services of the groups named by index into DEMO_CATEGORIES. */
export const DEMO_THERAPISTS = [
  {
    name: 'Aisha Rahman',
    bio: 'Nail artist and pedicure specialist with 9 years of experience',
    bioAr: 'فنانة أظافر وأخصائية باديكير بخبرة 9 سنوات',
    imageUrl: '/images/therapist-aisha.svg',
    categories: [0],
  },
  {
    name: 'Elena Petrova',
    bio: 'Senior hair stylist and colourist, keratin and blow-dry expert',
    bioAr: 'مصففة شعر أولى وخبيرة صبغات، متخصصة في الكيراتين والتصفيف بالسشوار',
    imageUrl: '/images/therapist-elena.svg',
    categories: [1],
  },
  {
    name: 'Priya Nair',
    bio: 'Threading and waxing specialist, gentle techniques for sensitive skin',
    bioAr: 'أخصائية إزالة الشعر بالخيط والشمع، بتقنيات لطيفة تناسب البشرة الحساسة',
    imageUrl: '/images/therapist-priya.svg',
    categories: [2],
  },
  {
    name: 'Sofia Haddad',
    bio: 'Licensed aesthetician: facials, brow lamination and lash lifts',
    bioAr: 'أخصائية تجميل مرخّصة: العناية بالبشرة وفرد الحواجب ورفع الرموش',
    imageUrl: '/images/therapist-sofia.svg',
    categories: [3, 2],
  },
] as const;

/** Slots are opened for the next 14 days of the salon's calendar, 10:00–18:00, Tuesday to Sunday. */
export const DEMO_SLOT_DAYS = 14;
export const DEMO_SLOT_HOURS = [10, 11, 12, 13, 14, 15, 16, 17, 18] as const;
/** Monday (1) is the salon's closed day: hours are Tuesday to Sunday. */
export const DEMO_CLOSED_WEEKDAYS = [1] as const;

/**
 * The demo salon is registered for VAT (issue 29): its TRN (15 digits, made up), and its legal name and
 * address as the site shows them (packages/shared/src/content.ts; Arabic from its catalogue, the wordmark's
 * Arabic from docs/glossary-ar.md).
 */
export const DEMO_VAT = {
  trn: '100123456700003',
  rateBasisPoints: 500,
  legalNameEn: 'Lumière Salon & Spa',
  legalNameAr: 'لوميير صالون وسبا',
  addressEn: 'Unit 12, Building 4, Bay Square Business Park, Business Bay, Dubai, UAE',
  addressAr: 'الوحدة 12، المبنى 4، مجمّع باي سكوير للأعمال، الخليج التجاري، دبي، الإمارات العربية المتحدة',
} as const;

/** What happened at the desk after a demo visit: amounts in fils; 'rest' is what is still due. */
export type DemoTillStep =
  | { kind: 'tip'; therapist: number; amountFils: number }
  | { kind: 'discount'; percent: number; reason: string }
  | { kind: 'payment'; method: 'cash' | 'card'; amountFils: number | 'rest'; reference?: string }
  | { kind: 'refund'; payment: number; amountFils: number | 'all'; reason: string };

/**
 * Past visits checked out at the till, oldest first (invoices INV-000001… in this order): `daysBack` open days
 * before the seed's day; services by name with the therapist (index in DEMO_THERAPISTS) who gave them.
 */
export const DEMO_TILL_VISITS: {
  daysBack: number;
  hour: number;
  customer: string;
  phone: string;
  customerTrn?: string;
  items: [string, number][];
  steps: DemoTillStep[];
}[] = [
  {
    daysBack: 5,
    hour: 11,
    customer: 'Mariam Al Suwaidi',
    phone: '+971501110001',
    items: [['Classic Manicure', 0]],
    steps: [{ kind: 'payment', method: 'cash', amountFils: 'rest' }],
  },
  {
    daysBack: 4,
    hour: 14,
    customer: 'Hannah Clarke',
    phone: '+971501110002',
    items: [["Women's Haircut & Blow-Dry", 1]],
    steps: [
      { kind: 'tip', therapist: 1, amountFils: 2_000 },
      { kind: 'payment', method: 'card', amountFils: 'rest', reference: 'AUTH 482913' },
    ],
  },
  {
    daysBack: 3,
    hour: 12,
    customer: 'Fatima Al Mansoori',
    phone: '+971501110003',
    customerTrn: '100987654300003',
    items: [
      ['Signature Hydrating Facial', 3],
      ['Eyebrow Threading', 2],
    ],
    steps: [
      { kind: 'discount', percent: 10, reason: 'Loyalty card: 10% off' },
      { kind: 'payment', method: 'cash', amountFils: 10_000 },
      { kind: 'payment', method: 'card', amountFils: 'rest', reference: 'AUTH 517204' },
    ],
  },
  {
    daysBack: 2,
    hour: 16,
    customer: 'Olivia Bennett',
    phone: '+971501110004',
    items: [['Gel Manicure', 0]],
    steps: [
      { kind: 'payment', method: 'card', amountFils: 'rest', reference: 'AUTH 603318' },
      { kind: 'refund', payment: 0, amountFils: 'all', reason: 'Gel chipped the next day: refunded in full' },
    ],
  },
  {
    daysBack: 1,
    hour: 10,
    customer: 'Noura Khalid',
    phone: '+971501110005',
    items: [['Full Head Colour', 1]],
    steps: [{ kind: 'payment', method: 'cash', amountFils: 20_000 }],
  },
];
