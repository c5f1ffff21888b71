/**
 * The large-catalogue generator's vocabulary: per kind of product, the brands that make it with their
 * series and model families, the specifications (groups of items with realistic values), price ranges,
 * and sentences for descriptions in Azerbaijani and English. `generatedProduct(n)` turns a product
 * number into one product, always the same for the same number (seeded), so documents are as rich and
 * as varied as a real catalogue's: 20-60 words of name and specifications, 60-200 words of description.
 */

/** mulberry32: a small, fast, seeded random generator (the same sequence for the same seed). */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Random = () => number;
const pick = <T>(r: Random, list: readonly T[]): T => list[Math.floor(r() * list.length)]!;
const between = (r: Random, min: number, max: number) => min + Math.floor(r() * (max - min + 1));
const LETTERS = Array.from('ABCDEFGHJKLMNPRSTUVWXYZ');
/** A manufacturer's part number, e.g. 21JK0083RU: the unique word real catalogues carry. */
const partNumber = (r: Random) =>
  `${between(r, 10, 99)}${pick(r, LETTERS)}${pick(r, LETTERS)}${String(between(r, 0, 9999)).padStart(4, '0')}${pick(r, ['RU', 'EA', 'UE', 'AZ', 'EU', ''])}`;

/** One specification: a name, values to choose from, an optional unit. */
type ItemTemplate = readonly [name: string, values: readonly string[], unit?: string];
type GroupTemplate = readonly [group: string, items: readonly ItemTemplate[]];

export interface GeneratedItem {
  name: string;
  value: string;
  unit: string | null;
}
export interface GeneratedGroup {
  name: string;
  items: GeneratedItem[];
}

interface Kind {
  /** Leaf category slugs of the demo catalogue this kind belongs to. */
  categories: readonly string[];
  /** How many products of this kind, relative to the others. */
  weight: number;
  noun: { az: string; en: string };
  /** Brand slug → the brand's series (each combined with model numbers into model families). */
  series: Record<string, readonly string[]>;
  /** Model numbers combined with a series: "E14", "27GP850" … */
  models: (r: Random) => string;
  /** The specifications' names (of `specs`) shown in the product name, in this order. */
  headline: readonly string[];
  specs: readonly GroupTemplate[];
  /** Normal-tier price range, AZN. */
  price: readonly [number, number];
  /** Sentences about this kind: {brand}, {series}, {noun} and {Specification name} are filled in. */
  az: readonly string[];
  en: readonly string[];
}

const CPUS = [
  'Intel Core i3-1215U',
  'Intel Core i5-1235U',
  'Intel Core i5-1335U',
  'Intel Core i7-1355U',
  'Intel Core i7-13700H',
  'Intel Core i9-13900HX',
  'Intel Core Ultra 5 125H',
  'Intel Core Ultra 7 155H',
  'Intel Core Ultra 7 258V',
  'AMD Ryzen 3 7320U',
  'AMD Ryzen 5 7530U',
  'AMD Ryzen 5 7640HS',
  'AMD Ryzen 7 7735HS',
  'AMD Ryzen 7 8845HS',
  'AMD Ryzen 9 7945HX',
];
const DESKTOP_CPUS = [
  'Intel Core i3-13100',
  'Intel Core i5-12400',
  'Intel Core i5-13400F',
  'Intel Core i5-14400',
  'Intel Core i7-13700',
  'Intel Core i7-14700K',
  'Intel Core i9-14900K',
  'AMD Ryzen 5 5600G',
  'AMD Ryzen 5 7600',
  'AMD Ryzen 7 7700X',
  'AMD Ryzen 7 7800X3D',
  'AMD Ryzen 9 7950X',
];
const SERVER_CPUS = [
  'Intel Xeon E-2336',
  'Intel Xeon Silver 4310',
  'Intel Xeon Silver 4410Y',
  'Intel Xeon Gold 5418Y',
  'Intel Xeon Gold 6430',
  'AMD EPYC 9124',
  'AMD EPYC 9354P',
];
const GPUS = [
  'Intel UHD Graphics',
  'Intel Iris Xe',
  'Intel Arc Graphics',
  'AMD Radeon 610M',
  'AMD Radeon 780M',
  'NVIDIA GeForce RTX 3050',
  'NVIDIA GeForce RTX 4050',
  'NVIDIA GeForce RTX 4060',
  'NVIDIA GeForce RTX 4070',
  'NVIDIA GeForce RTX 4080',
];
const DESKTOP_GPUS = [
  'Intel UHD Graphics 730',
  'AMD Radeon Vega 7',
  'NVIDIA GeForce GTX 1650',
  'NVIDIA GeForce RTX 3060',
  'NVIDIA GeForce RTX 4060 Ti',
  'NVIDIA GeForce RTX 4070 SUPER',
  'NVIDIA GeForce RTX 4080 SUPER',
  'AMD Radeon RX 7600',
  'AMD Radeon RX 7800 XT',
];
const RAM = ['8 GB DDR4', '8 GB DDR5', '16 GB DDR4', '16 GB DDR5', '32 GB DDR5', '64 GB DDR5'];
const STORAGE = ['256 GB SSD NVMe', '512 GB SSD NVMe', '1 TB SSD NVMe', '2 TB SSD NVMe', '1 TB HDD + 256 GB SSD'];
const LAPTOP_SCREENS = ['13.3', '14', '15.6', '16', '17.3'];
const RESOLUTIONS = ['1366x768 HD', '1920x1080 Full HD', '1920x1200 WUXGA', '2560x1440 QHD', '2560x1600 WQXGA', '2880x1800 2.8K', '3840x2160 4K UHD'];
const PANELS = ['IPS', 'TN', 'VA', 'OLED', 'Nano IPS', 'Mini LED'];
const REFRESH = ['60', '75', '100', '120', '144', '165', '180', '240'];
const OS = ['Windows 11 Home', 'Windows 11 Pro', 'FreeDOS', 'Ubuntu Linux', 'Əməliyyat sistemi yoxdur'];
const COLOURS = ['Qara', 'Gümüşü', 'Boz', 'Ağ', 'Tünd göy', 'Qrafit'];
const WARRANTY = ['12', '24', '36'];
const WIFI = ['Wi-Fi 5 (802.11ac)', 'Wi-Fi 6 (802.11ax)', 'Wi-Fi 6E', 'Wi-Fi 7 (802.11be)'];
const CAMERA_RES = ['2 MP (1920x1080)', '4 MP (2560x1440)', '5 MP (2880x1620)', '6 MP (3200x1800)', '8 MP 4K (3840x2160)'];
const LENSES = ['2.8 mm', '4 mm', '6 mm', '2.8-12 mm motorlu', '2.7-13.5 mm motorlu'];
const numbers = (from: number, to: number, step = 1) => Array.from({ length: Math.floor((to - from) / step) + 1 }, (_, i) => String(from + i * step));

const GENERAL: readonly ItemTemplate[] = [
  ['Rəng', COLOURS],
  ['Zəmanət', WARRANTY, 'ay'],
  ['İstehsalçı ölkə', ['Çin', 'Tayvan', 'Vyetnam', 'Malayziya', 'Meksika', 'Çexiya', 'Koreya']],
];

/** Sentences any product can carry, Azerbaijani and English. */
const COMMON_AZ = [
  '{brand} məhsulları Azərbaycanda rəsmi distribyutor zəmanəti ilə satılır.',
  'Bakı daxilində çatdırılma pulsuzdur, regionlara isə 2-3 iş günü ərzində göndərilir.',
  'Korporativ müştərilər üçün köçürmə ilə ödəniş və ƏDV-li hesab-faktura mövcuddur.',
  'Məhsul orijinal qablaşdırmada, bütün aksesuarları ilə birlikdə təqdim olunur.',
  'Servis mərkəzimiz zəmanət müddətində və ondan sonra texniki dəstək göstərir.',
  'Hissə-hissə ödəniş 3, 6 və 12 ay müddətinə faizsiz təklif olunur.',
  'Sifarişdən əvvəl mütəxəssislərimiz uyğun modeli seçməkdə kömək edəcək.',
  'Quraşdırma və ilkin sazlama xidmətini ayrıca sifariş etmək mümkündür.',
  'Anbarda olan məhsullar eyni gün ərzində təhvil verilir.',
  'Təhsil müəssisələri və dövlət qurumları üçün xüsusi qiymətlər mövcuddur.',
  'Enerjiyə qənaət edən komponentlər elektrik sərfiyyatını azaldır.',
  'Hər bir məhsul satışdan əvvəl yoxlanılır və test edilir.',
];
const COMMON_EN = [
  'Sold with the official {brand} warranty and local service support in Baku.',
  'Free delivery within Baku; regional orders ship within two to three working days.',
  'Business customers can pay by bank transfer and receive a VAT invoice.',
  'Supplied new in the original box with all standard accessories included.',
  'Our service centre provides technical support during and after the warranty period.',
  'Interest-free instalments over 3, 6 or 12 months are available at checkout.',
  'Our specialists will gladly help you choose the right model before you order.',
  'Installation and initial configuration can be ordered as a separate service.',
  'Items in stock are handed over on the day of the order.',
  'Special pricing is available for schools, universities and public institutions.',
];

const KINDS: readonly Kind[] = [
  {
    categories: ['ofis-noutbuklari', 'biznes-noutbuklari', 'oyun-noutbuklari'],
    weight: 14,
    noun: { az: 'noutbuk', en: 'laptop' },
    series: {
      lenovo: [
        'ThinkPad E',
        'ThinkPad T',
        'ThinkPad X1 Carbon',
        'ThinkPad L',
        'ThinkBook',
        'IdeaPad Slim 3',
        'IdeaPad Slim 5',
        'IdeaPad Gaming 3',
        'Yoga Slim 7',
        'Yoga Pro 9',
        'Legion 5',
        'Legion Pro 7',
        'LOQ',
      ],
      hp: [
        'ProBook 440',
        'ProBook 450',
        'EliteBook 840',
        'EliteBook 860',
        'ZBook Firefly',
        'Pavilion',
        'Pavilion Plus',
        'Victus',
        'OMEN',
        'Envy x360',
        'Spectre x360',
        '250 G10',
        '255 G10',
      ],
      dell: [
        'Latitude 3540',
        'Latitude 5440',
        'Latitude 7440',
        'Vostro 3520',
        'Vostro 5630',
        'Inspiron 15',
        'Inspiron 16 Plus',
        'XPS 13',
        'XPS 15',
        'Precision 3580',
        'Alienware m16',
        'G15',
      ],
      acer: [
        'Aspire 3',
        'Aspire 5',
        'Aspire Vero',
        'Swift Go',
        'Swift X',
        'TravelMate P2',
        'TravelMate P6',
        'Extensa 15',
        'Nitro V',
        'Nitro 5',
        'Predator Helios Neo',
        'Predator Triton',
      ],
      msi: [
        'Modern 14',
        'Modern 15',
        'Prestige 14',
        'Prestige 16',
        'Katana 15',
        'Cyborg 15',
        'Sword 16',
        'Thin GF63',
        'Pulse 17',
        'Vector GP68',
        'Raider GE78',
        'Stealth 16',
        'Titan GT77',
      ],
      samsung: ['Galaxy Book3', 'Galaxy Book3 Pro', 'Galaxy Book4', 'Galaxy Book4 Pro', 'Galaxy Book4 Edge', 'Galaxy Book4 360'],
    },
    models: (r) => `${pick(r, ['', 'G', 'Gen '])}${between(r, 1, 12)}${pick(r, ['', 'i', 'a', 'H', 'U'])}`,
    headline: ['Ekran ölçüsü', 'Prosessor', 'Operativ yaddaş', 'Daxili yaddaş', 'Videokart', 'Əməliyyat sistemi'],
    specs: [
      [
        'Prosessor',
        [
          ['Prosessor', CPUS],
          ['Nüvə sayı', numbers(4, 24, 2)],
          ['Maksimal tezlik', ['4.1', '4.4', '4.6', '4.9', '5.0', '5.4'], 'GHz'],
        ],
      ],
      [
        'Yaddaş',
        [
          ['Operativ yaddaş', RAM],
          ['Daxili yaddaş', STORAGE],
          ['Maksimal RAM', ['16', '32', '64', '96'], 'GB'],
        ],
      ],
      [
        'Ekran',
        [
          ['Ekran ölçüsü', LAPTOP_SCREENS, 'düym'],
          ['Ayırdetmə', RESOLUTIONS],
          ['Matris', PANELS],
          ['Yeniləmə tezliyi', REFRESH, 'Hz'],
          ['Parlaqlıq', ['250', '300', '400', '500'], 'nit'],
        ],
      ],
      [
        'Qrafika',
        [
          ['Videokart', GPUS],
          ['Video yaddaş', ['paylaşılan', '4 GB GDDR6', '6 GB GDDR6', '8 GB GDDR6', '12 GB GDDR6']],
        ],
      ],
      [
        'Portlar',
        [
          ['USB Type-C', ['1', '2', '3'], 'ədəd'],
          ['USB-A 3.2', ['1', '2', '3'], 'ədəd'],
          ['HDMI', ['HDMI 1.4', 'HDMI 2.0', 'HDMI 2.1']],
          ['Thunderbolt', ['yoxdur', 'Thunderbolt 4', 'Thunderbolt 5']],
          ['Kart oxuyucu', ['microSD', 'SD', 'yoxdur']],
        ],
      ],
      [
        'Simsiz əlaqə',
        [
          ['Wi-Fi', WIFI],
          ['Bluetooth', ['5.1', '5.2', '5.3', '5.4']],
        ],
      ],
      [
        'Ümumi',
        [
          ['Əməliyyat sistemi', OS],
          ['Batareya', ['41', '45', '54', '70', '90', '99.9'], 'Wh'],
          ['Çəki', ['1.1', '1.3', '1.5', '1.7', '1.9', '2.3', '2.6'], 'kq'],
          ...GENERAL,
        ],
      ],
    ],
    price: [650, 7500],
    az: [
      '{brand} {series} {noun}u {Prosessor} prosessoru və {Operativ yaddaş} operativ yaddaşı ilə gündəlik iş və çoxsaylı tapşırıqlar üçün nəzərdə tutulub.',
      '{Ekran ölçüsü} düymlük {Matris} ekran {Ayırdetmə} ayırdetmədə aydın və canlı təsvir verir.',
      '{Daxili yaddaş} yaddaş sistemin və proqramların bir neçə saniyəyə açılmasını təmin edir.',
      'Yüngül gövdəsi sayəsində {noun}u ofisə, universitetə və səfərə rahat aparmaq olar.',
      '{Videokart} qrafik kartı foto və video redaktə, eləcə də müasir oyunlar üçün kifayət qədər gücə malikdir.',
      'İşıqlandırılan klaviatura və geniş sensor panel uzun iş saatlarında rahatlıq yaradır.',
      'Batareya bir dəfə doldurulmaqla bütün iş günü boyu işləyir, sürətli enerji yığma dəstəklənir.',
      'Barmaq izi skaneri və TPM 2.0 çipi korporativ məlumatları qoruyur.',
    ],
    en: [
      'The {brand} {series} pairs an {Prosessor} with {Operativ yaddaş} of memory for smooth multitasking.',
      'Its {Ekran ölçüsü}-inch {Matris} display at {Ayırdetmə} keeps text sharp and colours accurate.',
      'A fast {Daxili yaddaş} drive boots the system in seconds and leaves room for large projects.',
      'With {Videokart} graphics it handles photo editing, video calls and modern games with ease.',
      'A backlit keyboard, a large precision touchpad and a full-HD webcam make long workdays comfortable.',
      'All-day battery life and fast charging keep you productive away from the desk.',
    ],
  },
  {
    categories: ['ofis-komputerleri', 'oyun-komputerleri', 'monobloklar'],
    weight: 8,
    noun: { az: 'kompüter', en: 'desktop PC' },
    series: {
      hem: ['Office', 'Office Plus', 'Business', 'Gamer', 'Gamer Pro', 'Creator', 'Mini'],
      hp: ['ProDesk 400', 'ProDesk 600', 'EliteDesk 800', 'Pro Tower 290', 'OMEN 25L', 'OMEN 45L', 'Victus 15L', 'All-in-One 24', 'EliteOne 870'],
      dell: ['OptiPlex 3000', 'OptiPlex 7010', 'OptiPlex Micro', 'Vostro 3020', 'Inspiron 3030', 'XPS Desktop', 'Alienware Aurora R16', 'Inspiron 24 AIO'],
      lenovo: [
        'ThinkCentre M70s',
        'ThinkCentre M90q',
        'ThinkCentre neo 50s',
        'IdeaCentre 3',
        'IdeaCentre AIO 3',
        'Legion Tower 5',
        'Legion Tower 7',
        'ThinkStation P3',
      ],
      acer: ['Veriton X', 'Veriton N', 'Aspire XC', 'Aspire C24', 'Nitro N50', 'Predator Orion 3000', 'Predator Orion 7000'],
      msi: ['PRO DP21', 'PRO DP180', 'MAG Infinite S3', 'MAG Codex', 'MPG Trident AS', 'MEG Aegis Ti5', 'Modern AM242'],
    },
    models: (r) => `${pick(r, ['', 'G', 'Gen'])}${between(r, 1, 9)}${pick(r, ['', 'SFF', 'MT', 'Tiny', 'Tower'])}`,
    headline: ['Prosessor', 'Operativ yaddaş', 'Daxili yaddaş', 'Videokart'],
    specs: [
      [
        'Prosessor',
        [
          ['Prosessor', DESKTOP_CPUS],
          ['Nüvə sayı', numbers(4, 24, 2)],
          ['Soyutma', ['hava', 'maye (240 mm)', 'maye (360 mm)']],
        ],
      ],
      [
        'Yaddaş',
        [
          ['Operativ yaddaş', RAM],
          ['Daxili yaddaş', STORAGE],
          ['RAM slotları', ['2', '4'], 'ədəd'],
        ],
      ],
      ['Qrafika', [['Videokart', DESKTOP_GPUS]]],
      [
        'Korpus',
        [
          ['Korpus tipi', ['Mini Tower', 'Midi Tower', 'SFF', 'Tiny', 'Monoblok 23.8"', 'Monoblok 27"']],
          ['Qida bloku', ['180', '260', '500', '650', '750', '850'], 'W'],
          ['Ön panel portları', ['2x USB-A, 1x USB-C', '4x USB-A', '2x USB-A, audio']],
        ],
      ],
      [
        'Şəbəkə',
        [
          ['Ethernet', ['1 Gbit/s', '2.5 Gbit/s']],
          ['Wi-Fi', [...WIFI, 'yoxdur']],
        ],
      ],
      ['Ümumi', [['Əməliyyat sistemi', OS], ...GENERAL]],
    ],
    price: [450, 9000],
    az: [
      '{brand} {series} {Prosessor} prosessoru ilə ofis proqramları, mühasibat və verilənlər bazası ilə işləmək üçün etibarlı seçimdir.',
      '{Videokart} videokartı sayəsində sistem qrafik tətbiqlərdə və oyunlarda yüksək performans göstərir.',
      'Sakit soyutma sistemi uzun müddətli yük altında belə səs-küy yaratmır.',
      'Alətsiz açılan korpus yaddaşı və diski asanlıqla artırmağa imkan verir.',
      '{Operativ yaddaş} operativ yaddaş və {Daxili yaddaş} disk eyni vaxtda onlarla tətbiqi rahat işlədir.',
    ],
    en: [
      'The {brand} {series} with an {Prosessor} is a dependable workstation for office suites, accounting and databases.',
      '{Videokart} graphics give it headroom for design tools and evening gaming sessions.',
      'Tool-less access makes it easy to add memory and drives as your needs grow.',
      'A quiet cooling design keeps noise low even under sustained load.',
    ],
  },
  {
    categories: ['serverler'],
    weight: 3,
    noun: { az: 'server', en: 'server' },
    series: {
      hp: ['ProLiant DL20', 'ProLiant DL360', 'ProLiant DL380', 'ProLiant ML30', 'ProLiant ML110', 'ProLiant ML350'],
      dell: ['PowerEdge R250', 'PowerEdge R350', 'PowerEdge R650', 'PowerEdge R750', 'PowerEdge T150', 'PowerEdge T350', 'PowerEdge T550'],
      lenovo: ['ThinkSystem SR250', 'ThinkSystem SR630', 'ThinkSystem SR650', 'ThinkSystem ST50', 'ThinkSystem ST250', 'ThinkSystem ST650'],
      cisco: ['UCS C220 M7', 'UCS C240 M7', 'UCS C225 M6'],
    },
    models: (r) => `Gen${between(r, 10, 11)} ${pick(r, ['', 'V2', 'V3'])}`.trim(),
    headline: ['Form-faktor', 'Prosessor', 'Operativ yaddaş', 'Disk yuvaları'],
    specs: [
      [
        'Prosessor',
        [
          ['Prosessor', SERVER_CPUS],
          ['Prosessor sayı', ['1', '2']],
          ['Maksimal prosessor', ['1', '2']],
        ],
      ],
      [
        'Yaddaş',
        [
          ['Operativ yaddaş', ['16 GB DDR4 ECC', '32 GB DDR5 ECC', '64 GB DDR5 ECC', '128 GB DDR5 ECC']],
          ['RAM slotları', ['4', '8', '16', '32'], 'ədəd'],
        ],
      ],
      [
        'Disk altsistemi',
        [
          ['Disk yuvaları', ['4x 3.5" LFF', '8x 2.5" SFF', '12x 3.5" LFF', '24x 2.5" SFF']],
          ['RAID kontroller', ['S100i', 'PERC H355', 'PERC H755', 'MR416i-p', 'RAID 530-8i']],
        ],
      ],
      [
        'Şəbəkə və idarəetmə',
        [
          ['Şəbəkə portları', ['2x 1GbE', '4x 1GbE', '2x 10GbE SFP+', '2x 25GbE SFP28']],
          ['Uzaqdan idarəetmə', ['iLO 6', 'iDRAC9', 'XClarity', 'CIMC']],
        ],
      ],
      [
        'Qida',
        [['Form-faktor', ['1U rack', '2U rack', 'Tower', '4U tower']], ['Qida bloku', ['1x 500 W', '2x 800 W hot-plug', '2x 1100 W hot-plug'], ''], ...GENERAL],
      ],
    ],
    price: [2500, 45000],
    az: [
      '{brand} {series} serveri {Prosessor} prosessoru və {Operativ yaddaş} yaddaşı ilə virtualizasiya və verilənlər bazaları üçün nəzərdə tutulub.',
      'İsti dəyişdirilən disklər və ehtiyat qida blokları serverin fasiləsiz işini təmin edir.',
      '{Uzaqdan idarəetmə} vasitəsilə serveri uzaqdan yandırmaq, yeniləmək və izləmək mümkündür.',
      'Server otağında və ya data mərkəzində rack şkafa quraşdırılır, relslər dəstə daxildir.',
    ],
    en: [
      'The {brand} {series} runs virtual machines, file services and databases on an {Prosessor}.',
      'Hot-plug drives and redundant power supplies keep services running through a component failure.',
      'Out-of-band management through {Uzaqdan idarəetmə} lets you power, update and monitor it remotely.',
    ],
  },
  {
    categories: ['serverler'],
    weight: 2,
    noun: { az: 'fasiləsiz qida mənbəyi (UPS)', en: 'UPS' },
    series: {
      hem: ['Line-Interactive', 'Online RT', 'Online Tower', 'Smart LCD'],
      hp: ['UPS R1500 G5', 'UPS R3000 G5', 'UPS T1500 G4'],
      dell: ['Smart-UPS 1000', 'Smart-UPS 1500', 'Smart-UPS 3000', 'Online Rack UPS'],
    },
    models: (r) => `${pick(r, ['600', '800', '1000', '1500', '2000', '3000', '6000', '10000'])}${pick(r, ['VA', 'VA LCD', 'VA RM', ''])}`,
    headline: ['Güc', 'Topologiya', 'Rozetkalar'],
    specs: [
      [
        'Çıxış',
        [
          ['Güc', ['600 VA / 360 W', '1000 VA / 600 W', '1500 VA / 900 W', '2000 VA / 1800 W', '3000 VA / 2700 W', '6000 VA / 5400 W', '10000 VA / 9000 W']],
          ['Rozetkalar', ['4x Schuko', '6x IEC C13', '8x IEC C13, 1x C19', '4x IEC C13']],
          ['Çıxış dalğası', ['təmiz sinusoid', 'pilləli sinusoid']],
        ],
      ],
      [
        'Giriş',
        [
          ['Topologiya', ['Line-Interactive', 'Online (ikiqat çevirmə)', 'Offline']],
          ['Giriş gərginliyi', ['160-290', '110-300', '140-300'], 'V'],
        ],
      ],
      [
        'Batareya',
        [
          ['Batareya', ['2x 12V 7Ah', '3x 12V 9Ah', '8x 12V 9Ah', 'xarici batareya bloku']],
          ['Ehtiyat işləmə müddəti (yarım yük)', numbers(5, 30, 5), 'dəq'],
        ],
      ],
      [
        'İdarəetmə',
        [
          ['Portlar', ['USB', 'USB, RS-232', 'USB, RS-232, SNMP yuvası']],
          ['Displey', ['LED', 'LCD']],
          ['Form-faktor', ['Tower', '2U rack/tower', '3U rack']],
        ],
      ],
      ['Ümumi', GENERAL],
    ],
    price: [120, 9500],
    az: [
      '{brand} {series} UPS {Güc} gücü ilə elektrik kəsilməsi zamanı kompüterləri və şəbəkə avadanlığını qoruyur.',
      '{Topologiya} topologiyası gərginlik dalğalanmalarını hamarlayır və avadanlığın ömrünü uzadır.',
      'Batareyanın vəziyyəti və yük səviyyəsi ön paneldəki displeydə göstərilir.',
    ],
    en: [
      'The {brand} {series} keeps computers and network gear running through power cuts with {Güc} of capacity.',
      '{Topologiya} design smooths out voltage swings that shorten equipment life.',
      'Management software shuts servers down cleanly before the battery runs out.',
    ],
  },
  {
    categories: ['monitorlar'],
    weight: 10,
    noun: { az: 'monitor', en: 'monitor' },
    series: {
      lg: ['UltraGear', 'UltraFine', 'UltraWide', 'MP400', 'MR400', 'QP600', 'GN800', 'DualUp'],
      samsung: ['Odyssey G3', 'Odyssey G5', 'Odyssey G7', 'Odyssey OLED G9', 'ViewFinity S6', 'ViewFinity S8', 'Essential S3', 'Smart Monitor M7'],
      dell: ['P2422H', 'P2723QE', 'U2424H', 'U2724D', 'S2721DGF', 'SE2422H', 'E2423H', 'Alienware AW2725DF'],
      hp: ['E24 G5', 'E27 G5', 'M24f', 'M27fw', 'Z27k G3', 'OMEN 27qs', 'P24v G5'],
      acer: ['Nitro VG240Y', 'Nitro XV272U', 'Predator XB273K', 'Vero B277', 'SA242Y', 'KA272'],
      msi: ['PRO MP243X', 'PRO MP273QP', 'MAG 274QRF', 'MAG 321UP', 'MPG 271QRX', 'G2412'],
      lenovo: ['ThinkVision T24i', 'ThinkVision P27h', 'ThinkVision E24', 'Legion R27q', 'L24e-40'],
    },
    models: (r) => `${between(r, 22, 49)}${pick(r, ['', 'Q', 'U', 'F', 'H'])}${between(r, 100, 990)}${pick(r, ['-B', '-W', '', 'P'])}`,
    headline: ['Diaqonal', 'Matris', 'Ayırdetmə', 'Yeniləmə tezliyi'],
    specs: [
      [
        'Ekran',
        [
          ['Diaqonal', ['21.5', '23.8', '24.5', '27', '31.5', '34', '38', '49'], 'düym'],
          ['Ayırdetmə', RESOLUTIONS],
          ['Matris', PANELS],
          ['Yeniləmə tezliyi', REFRESH, 'Hz'],
          ['Reaksiya müddəti', ['0.03', '1', '4', '5'], 'ms'],
          ['Parlaqlıq', ['250', '300', '350', '400', '600'], 'nit'],
          ['Rəng örtüyü', ['99% sRGB', '95% DCI-P3', '72% NTSC', '98% DCI-P3']],
        ],
      ],
      [
        'Portlar',
        [
          ['HDMI', ['1x HDMI 1.4', '2x HDMI 2.0', '2x HDMI 2.1']],
          ['DisplayPort', ['yoxdur', '1x DP 1.2', '1x DP 1.4']],
          ['USB-C', ['yoxdur', 'USB-C 65 W', 'USB-C 90 W']],
          ['USB hub', ['yoxdur', '2x USB-A', '4x USB-A']],
        ],
      ],
      [
        'Ergonomika',
        [
          ['Hündürlüyün tənzimlənməsi', ['var', 'yoxdur']],
          ['Pivot', ['var', 'yoxdur']],
          ['VESA', ['75x75', '100x100']],
        ],
      ],
      ['Ümumi', [['Enerji sərfiyyatı', numbers(15, 60, 5), 'W'], ...GENERAL]],
    ],
    price: [150, 3500],
    az: [
      '{brand} {series} {Diaqonal} düymlük {Matris} monitoru {Ayırdetmə} ayırdetmə ilə detallı və təbii rənglər göstərir.',
      '{Yeniləmə tezliyi} Hz yeniləmə tezliyi dinamik oyunlarda və sürüşdürmədə hərəkəti hamar edir.',
      'Göz yorğunluğunu azaldan titrəməsiz işıqlandırma və mavi işıq filtri ilə təchiz olunub.',
      'Nazik çərçivələr bir neçə monitoru yan-yana qoymağa imkan verir.',
    ],
    en: [
      'The {brand} {series} {Diaqonal}-inch {Matris} monitor shows {Ayırdetmə} with rich, accurate colour.',
      'A {Yeniləmə tezliyi} Hz refresh rate keeps fast games and scrolling smooth.',
      'Flicker-free backlighting and a low blue light mode reduce eye strain on long days.',
    ],
  },
  {
    categories: ['lazer-printerler', 'murekkebli-printerler'],
    weight: 8,
    noun: { az: 'printer', en: 'printer' },
    series: {
      hp: ['LaserJet Pro', 'LaserJet Pro MFP', 'LaserJet Enterprise', 'Color LaserJet Pro', 'OfficeJet Pro', 'DeskJet', 'Smart Tank', 'Neverstop'],
      canon: ['i-SENSYS LBP', 'i-SENSYS MF', 'PIXMA G', 'PIXMA TS', 'MAXIFY GX', 'imageRUNNER'],
      epson: ['EcoTank L', 'EcoTank ET', 'WorkForce Pro', 'WorkForce Enterprise', 'SureColor'],
      samsung: ['Xpress M', 'ProXpress M', 'Xpress C'],
    },
    models: (r) => `${pick(r, ['', 'M', 'MF', 'L', 'G'])}${between(r, 100, 9900)}${pick(r, ['', 'dw', 'dn', 'fdw', 'cdw', 'x'])}`,
    headline: ['Çap texnologiyası', 'Çap rəngi', 'Çap sürəti', 'Bağlantı'],
    specs: [
      [
        'Çap',
        [
          ['Çap texnologiyası', ['lazer', 'mürəkkəbli', 'mürəkkəb tankı']],
          ['Çap rəngi', ['monoxrom', 'rəngli']],
          ['Çap sürəti', numbers(18, 60, 2), 'səh/dəq'],
          ['Çap ayırdetməsi', ['600x600', '1200x1200', '4800x1200', '5760x1440'], 'dpi'],
          ['İkitərəfli çap', ['avtomatik', 'əl ilə']],
        ],
      ],
      [
        'Kağız',
        [
          ['Kağız formatı', ['A4', 'A4, A5, B5, zərf', 'A3']],
          ['Kağız lotoku', ['150', '250', '350', '550'], 'vərəq'],
          ['Aylıq yük', ['20000', '50000', '80000', '150000'], 'səhifə'],
        ],
      ],
      [
        'Funksiyalar',
        [
          ['Funksiyalar', ['yalnız çap', 'çap, skan, surət', 'çap, skan, surət, faks']],
          ['Skaner', ['yoxdur', 'planşet', 'planşet + ADF']],
        ],
      ],
      [
        'Bağlantı',
        [
          ['Bağlantı', ['USB', 'USB, Ethernet', 'USB, Wi-Fi', 'USB, Ethernet, Wi-Fi']],
          ['Mobil çap', ['AirPrint, Mopria', 'HP Smart', 'Canon PRINT', 'Epson Smart Panel']],
        ],
      ],
      ['Ümumi', [['Enerji sərfiyyatı', numbers(10, 600, 10), 'W'], ...GENERAL]],
    ],
    price: [180, 6500],
    az: [
      '{brand} {series} {Çap texnologiyası} printeri dəqiqədə {Çap sürəti} səhifəyə qədər {Çap rəngi} çap edir.',
      'Kiçik və orta ofislər üçün ideal olan printer aylıq yüksək çap həcminə davam gətirir.',
      'Orijinal kartric və mürəkkəblər bizim anbarda daim mövcuddur.',
      '{Bağlantı} bağlantısı ilə bir neçə əməkdaş eyni printerdən istifadə edə bilər.',
    ],
    en: [
      'The {brand} {series} prints up to {Çap sürəti} pages per minute in {Çap rəngi}.',
      'Automatic duplex printing and a large paper tray save time and paper in a busy office.',
      'Genuine cartridges and ink for this model are always in stock.',
    ],
  },
  {
    categories: ['skanerler'],
    weight: 2,
    noun: { az: 'skaner', en: 'scanner' },
    series: {
      canon: ['CanoScan LiDE', 'imageFORMULA DR-C', 'imageFORMULA DR-M', 'imageFORMULA R'],
      epson: ['Perfection V', 'WorkForce DS', 'DS-C', 'ES'],
      hp: ['ScanJet Pro', 'ScanJet Enterprise Flow', 'ScanJet Pro N4000'],
    },
    models: (r) => `${between(r, 100, 9000)}${pick(r, ['', 'W', 'F', 'II', 'snw1'])}`,
    headline: ['Skaner tipi', 'Ayırdetmə', 'Skan sürəti', 'Bağlantı'],
    specs: [
      [
        'Skan',
        [
          ['Skaner tipi', ['planşet', 'axınlı', 'planşet + ADF', 'portativ']],
          ['Ayırdetmə', ['600', '1200', '2400', '4800'], 'dpi'],
          ['Skan sürəti', numbers(10, 80, 5), 'səh/dəq'],
          ['İkitərəfli skan', ['var', 'yoxdur']],
          ['ADF tutumu', ['yoxdur', '20', '50', '80', '100'], 'vərəq'],
        ],
      ],
      [
        'Bağlantı',
        [
          ['Bağlantı', ['USB', 'USB, Wi-Fi', 'USB, Ethernet', 'USB, Ethernet, Wi-Fi']],
          ['Fayl formatları', ['PDF, JPEG, TIFF', 'PDF, PDF/A, JPEG, PNG, TIFF']],
        ],
      ],
      ['Ümumi', [['Gündəlik yük', ['1500', '3000', '5000', '7500'], 'vərəq'], ...GENERAL]],
    ],
    price: [90, 3800],
    az: [
      '{brand} {series} {Skaner tipi} skaneri sənədləri dəqiqədə {Skan sürəti} səhifəyə qədər rəqəmsallaşdırır.',
      'Mətn tanıma (OCR) proqramı skan edilmiş sənədləri axtarıla bilən PDF-ə çevirir.',
      'Arxiv, mühasibat və kadrlar şöbəsi üçün gündəlik yüksək yükə davamlıdır.',
    ],
    en: ['The {brand} {series} digitises up to {Skan sürəti} pages per minute.', 'Bundled OCR software turns scans into searchable PDF files.'],
  },
  {
    categories: ['barkod-skanerleri'],
    weight: 2,
    noun: { az: 'barkod skaneri', en: 'barcode scanner' },
    series: {
      honeywell: [
        'Voyager 1250g',
        'Voyager 1470g',
        'Voyager 1602g',
        'Xenon 1950g',
        'Xenon XP 1952g',
        'Granit 1980i',
        'Orbit 7190g',
        'Hyperion 1300g',
        'Youjie HH360',
      ],
      xprinter: ['XP-2D', 'XL-2200', 'XP-S100', 'XP-9300', 'XP-N6000'],
    },
    models: (r) => pick(r, ['', 'USB', 'BT', 'SR', 'HD', 'Kit']) || 'Std',
    headline: ['Skaner tipi', 'Oxunan kodlar', 'Bağlantı'],
    specs: [
      [
        'Skan',
        [
          ['Skaner tipi', ['əl skaneri 1D', 'əl skaneri 2D', 'stolüstü 2D', 'təqdimat skaneri']],
          ['Oxunan kodlar', ['EAN-13, Code 128', 'QR, DataMatrix, PDF417', 'bütün 1D və 2D kodlar']],
          ['Skan sürəti', ['100', '200', '300', '600'], 'skan/s'],
        ],
      ],
      [
        'Bağlantı',
        [
          ['Bağlantı', ['USB', 'USB, RS-232', 'Bluetooth', 'USB, Bluetooth']],
          ['Kabel uzunluğu', ['1.5', '2', '3'], 'm'],
        ],
      ],
      ['Ümumi', [['Qoruma dərəcəsi', ['IP40', 'IP42', 'IP54', 'IP65']], ['Düşməyə davamlılıq', ['1.5', '1.8', '2'], 'm'], ...GENERAL]],
    ],
    price: [45, 900],
    az: [
      '{brand} {series} {Skaner tipi} barkodları ekrandan və əzilmiş etiketlərdən belə sürətlə oxuyur.',
      'Kassa, anbar və aptek işində gündəlik yüksək yükə davamlıdır.',
      'Qoş və işlət prinsipi ilə heç bir drayver quraşdırmadan işə düşür.',
    ],
    en: ['The {brand} {series} reads barcodes from screens and worn labels alike.', 'Plug and play: it works out of the box with no drivers to install.'],
  },
  {
    categories: ['proyektorlar'],
    weight: 2,
    noun: { az: 'proyektor', en: 'projector' },
    series: {
      epson: ['EB-W', 'EB-X', 'EB-FH', 'EB-L', 'Home Cinema', 'EF-'],
      lg: ['CineBeam', 'ProBeam', 'PF', 'HU'],
      acer: ['X1', 'H6', 'P5', 'PL', 'Vero PD'],
      canon: ['LV-WX', 'LV-X', 'XEED WUX'],
    },
    models: (r) => `${between(r, 10, 990)}${pick(r, ['', 'W', 'U', 'HD', 'ST'])}`,
    headline: ['Texnologiya', 'Ayırdetmə', 'Parlaqlıq'],
    specs: [
      [
        'Təsvir',
        [
          ['Texnologiya', ['3LCD', 'DLP', 'Lazer 3LCD', 'Lazer DLP']],
          ['Ayırdetmə', ['1024x768 XGA', '1280x800 WXGA', '1920x1080 Full HD', '1920x1200 WUXGA', '3840x2160 4K']],
          ['Parlaqlıq', numbers(3000, 7000, 300), 'lümen'],
          ['Kontrast', ['15000:1', '20000:1', '2500000:1']],
        ],
      ],
      ['Lampa', [['İşıq mənbəyi ömrü', ['6000', '10000', '12000', '20000'], 'saat']]],
      [
        'Portlar',
        [
          ['Girişlər', ['2x HDMI, VGA', 'HDMI, VGA, USB', '2x HDMI, USB, LAN']],
          ['Wi-Fi', ['yoxdur', 'var', 'modul ilə']],
        ],
      ],
      ['Ümumi', [['Səs-küy', numbers(26, 38, 2), 'dB'], ...GENERAL]],
    ],
    price: [550, 12000],
    az: [
      '{brand} {series} {Texnologiya} proyektoru {Parlaqlıq} lümen parlaqlığı ilə işıqlı otaqlarda da aydın təsvir verir.',
      'Sinif otaqları, iclas zalları və təqdimatlar üçün uyğundur.',
      'Uzunömürlü işıq mənbəyi illərlə texniki xidmət tələb etmir.',
    ],
    en: [
      'The {brand} {series} projects a bright {Ayırdetmə} picture even in lit meeting rooms.',
      'A long-life light source means years of presentations without lamp changes.',
    ],
  },
  {
    categories: ['cek-printerleri', 'pos-terminallar'],
    weight: 4,
    noun: { az: 'kassa avadanlığı', en: 'point-of-sale device' },
    series: {
      xprinter: ['XP-58IIH', 'XP-80C', 'XP-Q200', 'XP-Q260H', 'XP-365B', 'XP-420B', 'XP-T80Q'],
      epson: ['TM-T20III', 'TM-T88VII', 'TM-m30III', 'TM-L100', 'TM-P20II'],
      honeywell: ['PC42t', 'PC45', 'PD45S', 'PM45'],
      hp: ['Engage One', 'Engage Flex Pro', 'RP9 G1'],
      hem: ['POS 15', 'POS 156', 'Touch Pro'],
    },
    models: (r) => `${pick(r, ['', 'II', 'III', 'Pro', 'Plus', 'L'])}${pick(r, ['', ` ${between(r, 2, 9)}`])}`.trim(),
    headline: ['Çap üsulu', 'Kağız eni', 'Bağlantı'],
    specs: [
      [
        'Çap',
        [
          ['Çap üsulu', ['termal', 'termotransfer', 'sensor ekran, termal printer']],
          ['Kağız eni', ['58', '80', '104', '112'], 'mm'],
          ['Çap sürəti', ['150', '200', '250', '300'], 'mm/s'],
          ['Avtomatik kəsici', ['var', 'yoxdur']],
        ],
      ],
      [
        'Bağlantı',
        [
          ['Bağlantı', ['USB', 'USB, Ethernet', 'USB, RS-232, Ethernet', 'USB, Bluetooth', 'USB, Wi-Fi']],
          ['Pul qutusu portu', ['RJ-11', 'yoxdur']],
        ],
      ],
      ['Ümumi', [['Resurs', ['50', '100', '150'], 'km'], ...GENERAL]],
    ],
    price: [90, 2800],
    az: [
      '{brand} {series} kassa, restoran və anbar üçün sürətli {Çap üsulu} çap təmin edir.',
      'Vergi kassaları və mühasibat proqramları ilə uyğunluq yoxlanılıb.',
      'Kağız rulonu bir hərəkətlə dəyişdirilir, kəsici avtomatik işləyir.',
    ],
    en: [
      'The {brand} {series} prints receipts and labels fast for shops, restaurants and warehouses.',
      'Tested with common fiscal registers and point-of-sale software.',
    ],
  },
  {
    categories: ['daxili-kameralar', 'xarici-kameralar'],
    weight: 10,
    noun: { az: 'IP kamera', en: 'IP camera' },
    series: {
      hikvision: ['DS-2CD1043G2', 'DS-2CD2143G2', 'DS-2CD2347G2', 'DS-2CD2T46G2', 'DS-2CD2386G2', 'DS-2DE4425IW', 'ColorVu', 'AcuSense', 'DarkFighter'],
      unv: ['IPC2122LB', 'IPC2124LE', 'IPC2322EBR', 'IPC3612SB', 'IPC3614SR3', 'IPC6412LR', 'Prime', 'Easy', 'LightHunter'],
      'tp-link': ['VIGI C300HP', 'VIGI C340', 'VIGI C440', 'VIGI C540', 'Tapo C200', 'Tapo C310', 'Tapo C520WS'],
    },
    models: (r) => `${pick(r, ['', '-I', '-IS', '-LU', '-SF', '-AS'])}${pick(r, ['', ' ' + pick(r, ['2.8mm', '4mm', 'W'])])}`.trim() || 'S',
    headline: ['Ayırdetmə', 'Korpus', 'Obyektiv', 'PoE'],
    specs: [
      [
        'Kamera',
        [
          ['Ayırdetmə', CAMERA_RES],
          ['Matris', ['1/2.8" CMOS', '1/2.7" CMOS', '1/1.8" CMOS']],
          ['Obyektiv', LENSES],
          ['Baxış bucağı', numbers(85, 125, 5), '°'],
        ],
      ],
      [
        'Gecə görmə',
        [
          ['İQ məsafəsi', numbers(20, 100, 10), 'm'],
          ['Rəngli gecə rejimi', ['var', 'yoxdur']],
          ['WDR', ['120 dB', '130 dB', 'DWDR']],
        ],
      ],
      [
        'Şəbəkə',
        [
          ['PoE', ['802.3af', '802.3at', 'yoxdur (12 V DC)']],
          ['Sıxılma', ['H.265+', 'H.264+', 'Ultra 265']],
          ['Yaddaş kartı', ['microSD 256 GB-a qədər', 'microSD 512 GB-a qədər', 'yoxdur']],
        ],
      ],
      [
        'Analitika',
        [
          ['Ağıllı funksiyalar', ['hərəkət aşkarlama', 'insan və avtomobil aşkarlama', 'xətt keçmə, zonaya giriş', 'üz aşkarlama']],
          ['Mikrofon', ['daxili', 'yoxdur']],
        ],
      ],
      [
        'Korpus',
        [
          ['Korpus', ['bullet', 'dome', 'turret', 'PTZ', 'kub']],
          ['Qoruma dərəcəsi', ['IP66', 'IP67', 'IK10, IP67']],
          ['İş temperaturu', ['-30…+60', '-40…+60'], '°C'],
          ...GENERAL,
        ],
      ],
    ],
    price: [45, 2200],
    az: [
      '{brand} {series} {Ayırdetmə} IP kamerası gecə-gündüz aydın görüntü yazır.',
      '{PoE} dəstəyi ilə kamera bir şəbəkə kabeli üzərindən həm qida, həm də məlumat alır.',
      'Ağıllı analitika yalnız insan və avtomobil hərəkətində xəbərdarlıq göndərir, yalançı siqnalları azaldır.',
      'Suya və toza davamlı korpus açıq havada, yağış və şaxtada işləyir.',
      'Mobil tətbiq vasitəsilə görüntünü istənilən yerdən izləmək mümkündür.',
    ],
    en: [
      'The {brand} {series} {Ayırdetmə} camera records clear footage day and night.',
      'With {PoE} a single network cable carries both power and video.',
      'Smart detection alerts only on people and vehicles, cutting false alarms.',
      'A weatherproof housing handles rain, dust and frost outdoors.',
    ],
  },
  {
    categories: ['videoqeydiyyatcilar'],
    weight: 3,
    noun: { az: 'videoqeydiyyatçı', en: 'video recorder' },
    series: {
      hikvision: ['DS-7104NI-Q1', 'DS-7608NI-K2', 'DS-7616NI-K2', 'DS-7732NI-K4', 'DS-7204HGHI', 'DS-7208HQHI', 'iDS-7216HUHI'],
      unv: ['NVR301-04S3', 'NVR302-08S2', 'NVR304-16E2', 'NVR308-32X', 'XVR301-04G3', 'XVR302-08Q'],
    },
    models: (r) => pick(r, ['', '/4P', '/8P', '/16P', '-P4', '-P8', '-M1']).trim() || 'Std',
    headline: ['Tip', 'Kanal sayı', 'Disk yuvaları'],
    specs: [
      [
        'Qeydiyyat',
        [
          ['Tip', ['NVR (IP)', 'DVR (analoq HD)', 'hibrid XVR']],
          ['Kanal sayı', ['4', '8', '16', '32', '64']],
          ['Maksimal ayırdetmə', ['4 MP', '8 MP', '12 MP']],
          ['Giriş bant genişliyi', ['40', '80', '160', '256'], 'Mbit/s'],
        ],
      ],
      [
        'Yaddaş',
        [
          ['Disk yuvaları', ['1x SATA', '2x SATA', '4x SATA', '8x SATA']],
          ['Disk tutumu', ['10 TB', '16 TB', '20 TB'], 'hər yuvaya'],
        ],
      ],
      [
        'Portlar',
        [
          ['PoE portları', ['yoxdur', '4', '8', '16']],
          ['Video çıxış', ['HDMI, VGA', '2x HDMI, VGA']],
          ['Şəbəkə', ['1x RJ45 100M', '1x RJ45 1G', '2x RJ45 1G']],
        ],
      ],
      ['Ümumi', [['Enerji sərfiyyatı', numbers(10, 200, 10), 'W'], ...GENERAL]],
    ],
    price: [90, 3500],
    az: [
      '{brand} {series} {Kanal sayı} kanallı videoqeydiyyatçı kameralardan gələn görüntünü fasiləsiz yazır.',
      'H.265+ sıxılması disk sahəsinə qənaət edir və arxivi həftələrlə saxlayır.',
      'Daxili PoE portları kameraları ayrıca qida bloku olmadan qoşmağa imkan verir.',
    ],
    en: ['The {brand} {series} records {Kanal sayı} channels around the clock.', 'H.265+ compression stretches disk space to weeks of archive.'],
  },
  {
    categories: ['wifi-routerler', 'korporativ-routerler'],
    weight: 6,
    noun: { az: 'router', en: 'router' },
    series: {
      'tp-link': ['Archer AX10', 'Archer AX23', 'Archer AX55', 'Archer AX73', 'Archer BE550', 'Deco X20', 'Deco X50', 'ER605', 'ER7206', 'TL-MR6400'],
      mikrotik: ['hAP ax2', 'hAP ax3', 'hAP ac2', 'RB4011', 'RB5009', 'CCR2004', 'CCR2116', 'L009', 'Chateau LTE12'],
      cisco: ['ISR 1100', 'ISR 1111', 'ISR 4331', 'ISR 4431', 'Catalyst 8200', 'Meraki MX67', 'RV340'],
    },
    models: (r) => pick(r, ['', 'v2', 'v3', 'Pro', '-4P', '-8P', 'UiGS-RM', '-K9']).trim() || 'Std',
    headline: ['Wi-Fi standartı', 'Maksimal sürət', 'WAN portu'],
    specs: [
      [
        'Simsiz',
        [
          ['Wi-Fi standartı', [...WIFI, 'yoxdur']],
          ['Maksimal sürət', ['1200', '1800', '3000', '5400', '9200'], 'Mbit/s'],
          ['Antenalar', ['2 xarici', '4 xarici', '4 daxili', 'yoxdur']],
          ['Tezlik diapazonu', ['2.4 / 5 GHz', '2.4 / 5 / 6 GHz']],
        ],
      ],
      [
        'Portlar',
        [
          ['WAN portu', ['1x 1 Gbit/s', '1x 2.5 Gbit/s', '1x SFP+ 10 Gbit/s', '2x 1 Gbit/s']],
          ['LAN portları', ['3x 1 Gbit/s', '4x 1 Gbit/s', '8x 1 Gbit/s', '4x 2.5 Gbit/s']],
          ['USB', ['yoxdur', 'USB 2.0', 'USB 3.0']],
        ],
      ],
      [
        'Proqram təminatı',
        [
          ['VPN', ['OpenVPN, WireGuard', 'IPsec, L2TP', 'IPsec, SSL VPN', 'yoxdur']],
          ['İdarəetmə', ['veb interfeys', 'mobil tətbiq', 'RouterOS', 'Cisco IOS XE', 'Omada SDN']],
          ['Mesh', ['EasyMesh', 'yoxdur', 'Deco Mesh']],
        ],
      ],
      [
        'Ümumi',
        [
          ['Prosessor', ['Dual-core 1 GHz', 'Quad-core 1.5 GHz', 'Quad-core 2 GHz', 'Octa-core 2.2 GHz']],
          ['Enerji sərfiyyatı', numbers(6, 60, 3), 'W'],
          ...GENERAL,
        ],
      ],
    ],
    price: [45, 5500],
    az: [
      '{brand} {series} routeri {Wi-Fi standartı} standartı ilə evin və ofisin hər küncünə sürətli internet çatdırır.',
      'VPN serveri filialları və uzaqdan işləyən əməkdaşları təhlükəsiz birləşdirir.',
      'Qonaq şəbəkəsi və valideyn nəzarəti ilə giriş asanlıqla idarə olunur.',
      'Bir neçə provayderi eyni anda qoşmaq və yükü bölüşdürmək mümkündür.',
    ],
    en: [
      'The {brand} {series} brings {Wi-Fi standartı} speed to every corner of a home or office.',
      'Built-in VPN links branch offices and remote staff securely.',
      'Guest networks and parental controls are set up in a minute from the app.',
    ],
  },
  {
    categories: ['idare-olunan-kommutatorlar', 'idare-olunmayan-kommutatorlar'],
    weight: 6,
    noun: { az: 'kommutator', en: 'switch' },
    series: {
      'tp-link': ['TL-SG105', 'TL-SG108', 'TL-SG1016D', 'TL-SG1024D', 'TL-SG2210P', 'TL-SG3428', 'TL-SG3452X', 'SG2008P', 'SG3210XHP'],
      mikrotik: ['CSS610', 'CRS310', 'CRS326', 'CRS328', 'CRS354', 'CRS504', 'CRS518', 'netPower 16P'],
      cisco: ['CBS110', 'CBS250', 'CBS350', 'Catalyst 1000', 'Catalyst 1300', 'Catalyst 9200', 'Catalyst 9300'],
      hp: ['Aruba Instant On 1830', 'Aruba Instant On 1930', 'Aruba 2530', 'Aruba CX 6100', 'OfficeConnect 1420'],
    },
    models: (r) => `${pick(r, ['-8', '-16', '-24', '-48'])}${pick(r, ['P', 'T', 'G', 'FP', 'PD', ''])}${pick(r, ['-4G', '-2S', '-4X', '-4S+RM', ''])}`,
    headline: ['Port sayı', 'PoE', 'Uplink'],
    specs: [
      [
        'Portlar',
        [
          ['Port sayı', ['5', '8', '16', '24', '48'], 'port'],
          ['Port sürəti', ['10/100 Mbit/s', '1 Gbit/s', '2.5 Gbit/s', '10 Gbit/s']],
          ['Uplink', ['yoxdur', '2x SFP', '4x SFP', '4x SFP+ 10G', '2x QSFP+ 40G']],
        ],
      ],
      [
        'PoE',
        [
          ['PoE', ['yoxdur', 'PoE 802.3af', 'PoE+ 802.3at', 'PoE++ 802.3bt']],
          ['PoE büdcəsi', ['yoxdur', '65', '120', '195', '370', '740'], 'W'],
        ],
      ],
      [
        'İdarəetmə',
        [
          ['İdarəetmə', ['idarə olunmayan', 'Smart (veb)', 'L2 idarə olunan', 'L3 idarə olunan']],
          ['VLAN', ['802.1Q', 'yoxdur']],
          ['Keçid qabiliyyəti', ['10', '16', '52', '128', '176'], 'Gbit/s'],
        ],
      ],
      ['Ümumi', [['Montaj', ['stolüstü', '19" rack', 'stolüstü və divar']], ['Fan', ['fansız', 'aktiv soyutma']], ...GENERAL]],
    ],
    price: [25, 12000],
    az: [
      '{brand} {series} {Port sayı} portlu kommutator ofis şəbəkəsini sabit və sürətli edir.',
      '{PoE} dəstəyi ilə IP kameraları, telefonları və giriş nöqtələrini birbaşa qidalandırır.',
      'VLAN, QoS və port güzgüləmə ilə şəbəkə trafiki rahat idarə olunur.',
      'Fansız korpusu onu sakit ofis otaqlarına da yararlı edir.',
    ],
    en: [
      'The {brand} {series} {Port sayı}-port switch keeps an office network fast and stable.',
      '{PoE} powers cameras, phones and access points straight from the switch.',
      'VLANs, QoS and port mirroring make traffic easy to manage.',
    ],
  },
  {
    categories: ['sebeke-kabelleri'],
    weight: 5,
    noun: { az: 'şəbəkə kabeli', en: 'network cable' },
    series: {
      'tp-link': ['Patch Cord', 'TL-EC5e', 'TL-EC6'],
      hem: ['UTP', 'FTP', 'SFTP', 'Patch Cord', 'Outdoor'],
      cisco: ['Console Cable', 'SFP-H10GB-CU', 'Stacking Cable'],
    },
    models: (r) => `${pick(r, ['Cat5e', 'Cat6', 'Cat6A', 'Cat7', 'Cat8'])} ${pick(r, ['0.5', '1', '2', '3', '5', '10', '20', '305'])}m`,
    headline: ['Kateqoriya', 'Uzunluq', 'Ekranlama'],
    specs: [
      [
        'Kabel',
        [
          ['Kateqoriya', ['Cat5e', 'Cat6', 'Cat6A', 'Cat7', 'Cat8']],
          ['Uzunluq', ['0.5', '1', '2', '3', '5', '10', '20', '305'], 'm'],
          ['Ekranlama', ['UTP', 'FTP', 'S/FTP']],
          ['Keçirici', ['mis (Cu)', 'mis örtüklü alüminium (CCA)']],
          ['Örtük', ['PVC', 'LSZH', 'PE (xarici)']],
        ],
      ],
      [
        'Konnektor',
        [
          ['Konnektor', ['RJ45 8P8C', 'RJ45 ekranlı', 'yoxdur (bobin)']],
          ['Konnektor qoruyucusu', ['var', 'yoxdur']],
          ['Standart', ['TIA/EIA-568-B', 'ISO/IEC 11801', 'EN 50173']],
        ],
      ],
      [
        'Ümumi',
        [
          ['Maksimal sürət', ['1 Gbit/s', '10 Gbit/s', '40 Gbit/s']],
          ['Ötürmə tezliyi', ['100', '250', '500', '600', '2000'], 'MHz'],
          ['Rəng', ['boz', 'mavi', 'sarı', 'qırmızı', 'qara']],
          ['Zəmanət', WARRANTY, 'ay'],
        ],
      ],
    ],
    price: [2, 450],
    az: [
      '{brand} {series} kabeli şəbəkə avadanlığını etibarlı birləşdirmək üçündür.',
      'Təmiz mis keçiricilər siqnal itkisini azaldır və uzun məsafədə sabit sürət verir.',
      'Konnektorlar zavodda sıxılıb və hər kabel test olunub.',
    ],
    en: ['A {brand} {series} cable for reliable links between network devices.', 'Pure copper conductors keep speed stable over long runs.'],
  },
  {
    categories: ['hdd-diskler'],
    weight: 4,
    noun: { az: 'disk', en: 'drive' },
    series: {
      westernDigital: ['WD Blue', 'WD Black', 'WD Red Plus', 'WD Red Pro', 'WD Purple', 'WD Purple Pro', 'WD Gold', 'WD Elements', 'WD My Passport'],
      seagate: ['BarraCuda', 'BarraCuda Pro', 'IronWolf', 'IronWolf Pro', 'SkyHawk', 'SkyHawk AI', 'Exos 7E10', 'Exos X18', 'Exos X20', 'Expansion'],
    },
    models: (r) => pick(r, ['250GB', '500GB', '1TB', '2TB', '4TB', '8TB', '12TB', '16TB', '20TB']),
    headline: ['Tutum', 'İnterfeys', 'Form-faktor'],
    specs: [
      [
        'Yaddaş',
        [
          ['Tutum', ['250 GB', '500 GB', '1 TB', '2 TB', '4 TB', '8 TB', '12 TB', '16 TB', '20 TB']],
          ['Tip', ['HDD']],
          ['Form-faktor', ['3.5"', '2.5"']],
          ['İnterfeys', ['SATA III 6 Gbit/s', 'SAS 12 Gbit/s', 'USB 3.2 Gen 1']],
        ],
      ],
      [
        'Sürət',
        [
          ['Oxuma sürəti', ['150', '180', '210', '260', '285'], 'MB/s'],
          ['Fırlanma sürəti', ['5400', '5900', '7200'], 'rpm'],
          ['Bufer', ['64', '256', '512'], 'MB'],
        ],
      ],
      [
        'Etibarlılıq',
        [
          ['İllik yük', ['180', '300', '550'], 'TB'],
          ['MTBF', ['1000000', '1500000', '2500000'], 'saat'],
          ['Tövsiyə olunan istifadə', ['masaüstü', 'NAS', 'videomüşahidə', 'server', 'oyun']],
        ],
      ],
      ['Ümumi', GENERAL],
    ],
    price: [45, 2400],
    az: [
      '{brand} {series} {Tutum} {Tip} diski sənədləri, fotoları və videoları etibarlı saxlayır.',
      '{İnterfeys} interfeysi ilə fayllar saniyələr ərzində köçürülür.',
      'Videomüşahidə və NAS sistemlərində gecə-gündüz işləmək üçün optimallaşdırılıb.',
      'Firmware yeniləmələri və sağlamlıq monitorinqi üçün proqram pulsuz təqdim olunur.',
    ],
    en: [
      'The {brand} {series} {Tutum} drive stores documents, photos and video reliably.',
      'A {İnterfeys} interface moves large files in seconds.',
      'Tuned for always-on NAS and surveillance workloads.',
    ],
  },
  {
    categories: ['ssd-diskler'],
    weight: 4,
    noun: { az: 'disk', en: 'drive' },
    series: {
      westernDigital: ['WD Blue SA510', 'WD Blue SN580', 'WD Black SN770', 'WD Black SN850X', 'WD Red SA500', 'WD Green SN350'],
      seagate: ['BarraCuda Q5', 'FireCuda 520', 'FireCuda 530', 'FireCuda 540', 'IronWolf 125', 'Nytro 1551'],
      samsung: ['870 EVO', '870 QVO', '980', '990 EVO', '990 PRO', 'PM9A1', 'T7 Shield', 'T9'],
      lenovo: ['ThinkSystem SSD', 'Legion SSD'],
    },
    models: (r) => pick(r, ['250GB', '500GB', '1TB', '2TB', '4TB']),
    headline: ['Tutum', 'İnterfeys', 'Form-faktor'],
    specs: [
      [
        'Yaddaş',
        [
          ['Tutum', ['250 GB', '500 GB', '1 TB', '2 TB', '4 TB']],
          ['Tip', ['SSD', 'NVMe SSD']],
          ['Form-faktor', ['2.5"', 'M.2 2280', 'portativ']],
          ['İnterfeys', ['SATA III 6 Gbit/s', 'PCIe 3.0 x4', 'PCIe 4.0 x4', 'PCIe 5.0 x4', 'USB 3.2 Gen 2']],
        ],
      ],
      [
        'Sürət',
        [
          ['Oxuma sürəti', ['180', '260', '560', '3500', '5150', '7450', '12400'], 'MB/s'],
          ['Yazma sürəti', ['170', '250', '530', '3000', '4900', '6900', '11800'], 'MB/s'],
          ['Kontroller', ['Phison E18', 'Samsung Pascal', 'WD in-house', 'Silicon Motion SM2259']],
          ['Yaddaş çipləri', ['TLC 3D NAND', 'QLC 3D NAND', 'MLC V-NAND']],
        ],
      ],
      [
        'Etibarlılıq',
        [
          ['Yazma resursu (TBW)', ['150', '300', '600', '1200', '2400'], 'TB'],
          ['MTBF', ['1000000', '1500000', '2500000'], 'saat'],
          ['Tövsiyə olunan istifadə', ['masaüstü', 'NAS', 'videomüşahidə', 'server', 'oyun']],
        ],
      ],
      ['Ümumi', GENERAL],
    ],
    price: [45, 2400],
    az: [
      '{brand} {series} {Tutum} {Tip} diski sənədləri, fotoları və videoları etibarlı saxlayır.',
      '{İnterfeys} interfeysi ilə fayllar saniyələr ərzində köçürülür.',
      'Köhnə kompüterə SSD quraşdırmaq onu bir neçə dəfə sürətləndirir.',
      'Firmware yeniləmələri və sağlamlıq monitorinqi üçün proqram pulsuz təqdim olunur.',
    ],
    en: [
      'The {brand} {series} {Tutum} drive stores documents, photos and video reliably.',
      'A {İnterfeys} interface moves large files in seconds.',
      'Swapping an old hard disk for this SSD makes an ageing PC feel new.',
    ],
  },
  {
    categories: ['videokartlar'],
    weight: 4,
    noun: { az: 'videokart', en: 'graphics card' },
    series: {
      msi: [
        'VENTUS 2X',
        'VENTUS 3X',
        'GAMING X',
        'GAMING X SLIM',
        'GAMING TRIO',
        'SUPRIM X',
        'SUPRIM LIQUID',
        'MECH 2X',
        'AERO ITX',
        'INSPIRE',
        'EXPERT',
        'SHADOW 2X',
      ],
    },
    models: (r) => `${pick(r, ['8G', '12G', '16G', '24G'])}${pick(r, [' OC', '', ' CLASSIC'])}`,
    headline: ['Qrafik prosessor', 'Video yaddaş', 'Maksimal güc'],
    specs: [
      [
        'Qrafik prosessor',
        [
          [
            'Qrafik prosessor',
            [
              'NVIDIA GeForce RTX 3050',
              'NVIDIA GeForce RTX 4060',
              'NVIDIA GeForce RTX 4060 Ti',
              'NVIDIA GeForce RTX 4070 SUPER',
              'NVIDIA GeForce RTX 4080 SUPER',
              'NVIDIA GeForce RTX 4090',
              'AMD Radeon RX 7600',
              'AMD Radeon RX 7800 XT',
            ],
          ],
          ['Boost tezliyi', numbers(2200, 2800, 50), 'MHz'],
          ['CUDA / Stream nüvələri', numbers(2048, 16384, 512)],
        ],
      ],
      [
        'Yaddaş',
        [
          ['Video yaddaş', ['8 GB GDDR6', '12 GB GDDR6X', '16 GB GDDR6', '16 GB GDDR6X', '24 GB GDDR6X']],
          ['Yaddaş şini', ['128', '192', '256', '384'], 'bit'],
        ],
      ],
      [
        'Portlar',
        [
          ['Video çıxışlar', ['3x DP 1.4a, 1x HDMI 2.1a', '2x DP, 2x HDMI', '1x DP, 1x HDMI']],
          ['İnterfeys', ['PCIe 4.0 x8', 'PCIe 4.0 x16']],
        ],
      ],
      [
        'Qida',
        [
          ['Maksimal güc', ['115', '165', '220', '285', '320', '450'], 'W'],
          ['Tövsiyə olunan qida bloku', ['550', '650', '750', '850', '1000'], 'W'],
          ['Qida konnektoru', ['1x 8-pin', '2x 8-pin', '1x 16-pin 12VHPWR']],
        ],
      ],
      ['Ümumi', [['Uzunluq', numbers(170, 340, 10), 'mm'], ...GENERAL]],
    ],
    price: [450, 5200],
    az: [
      '{brand} {series} {Qrafik prosessor} əsasında qurulub və müasir oyunları yüksək kadr tezliyi ilə işlədir.',
      'Üç ventilyatorlu soyutma sistemi yük altında belə kartı sərin və sakit saxlayır.',
      'Ray tracing və DLSS texnologiyaları real işıqlandırma və yüksək performans verir.',
      '3D modelləşdirmə, video montaj və süni intellekt hesablamaları üçün də uyğundur.',
    ],
    en: [
      'The {brand} {series} is built on the {Qrafik prosessor} for high frame rates in modern games.',
      'A triple-fan cooler keeps it cool and quiet under load.',
      'Ray tracing and AI upscaling deliver lifelike lighting at high resolution.',
    ],
  },
];

/** The unit of each specification name, for the product name's headline. */
const UNITS = new Map(KINDS.flatMap((kind) => kind.specs.flatMap(([, items]) => items.map(([name, , unit]) => [name, unit] as const))));
const TOTAL_WEIGHT = KINDS.reduce((sum, kind) => sum + kind.weight, 0);

export interface GeneratedProduct {
  /** Leaf category slug of the demo catalogue. */
  category: string;
  /** Brand slug of the demo catalogue. */
  brand: string;
  name: string;
  shortDescription: string;
  description: string;
  specifications: GeneratedGroup[];
  /** Normal-tier price, qəpik. */
  priceMinor: number;
}

/** The brand slugs and leaf category slugs the vocabulary uses (they must exist in the database). */
export const vocabularyBrands = [...new Set(KINDS.flatMap((kind) => Object.keys(kind.series)))];
export const vocabularyCategories = [...new Set(KINDS.flatMap((kind) => kind.categories))];

function fill(sentence: string, values: Record<string, string>): string {
  return sentence.replace(/\{([^}]+)\}/g, (_, key: string) => values[key] ?? '');
}

const wordCount = (text: string) => text.split(/\s+/).filter(Boolean).length;

/** Sentences of the pools, each at most once, in random order, until the text has about `words` words. */
function paragraph(r: Random, pools: readonly (readonly string[])[], values: Record<string, string>, words: number): string {
  const candidates = pools.flat();
  const sentences: string[] = [];
  let count = 0;
  while (count < words && candidates.length > 0) {
    // Swap-remove: an unbiased draw without repeats.
    const i = Math.floor(r() * candidates.length);
    const sentence = fill(candidates[i]!, values);
    candidates[i] = candidates[candidates.length - 1]!;
    candidates.pop();
    sentences.push(sentence);
    count += wordCount(sentence);
  }
  return sentences.join(' ');
}

/**
 * Product number `n` of the generated catalogue, always the same for the same `n`: its kind, brand,
 * model, name, descriptions, specifications and price. `brandName` turns a brand slug into its name.
 */
export function generatedProduct(n: number, brandName: (slug: string) => string): GeneratedProduct {
  const r = seededRandom(Math.imul(n, 2654435761) ^ 0x5bd1e995);
  let roll = r() * TOTAL_WEIGHT;
  const kind = KINDS.find((k) => (roll -= k.weight) < 0) ?? KINDS[0]!;
  const brandSlug = pick(r, Object.keys(kind.series));
  const brand = brandName(brandSlug);
  const series = pick(r, kind.series[brandSlug]!);
  const model = kind.models(r);
  const values: Record<string, string> = { brand, series: `${series} ${model}`.trim(), noun: kind.noun.az };
  const specifications: GeneratedGroup[] = [];
  for (const [group, templates] of kind.specs) {
    // Most products list every group; some leave one out, as real data sheets differ.
    if (specifications.length > 1 && r() < 0.12) continue;
    const items: GeneratedItem[] = [];
    for (const [name, choices, unit] of templates) {
      if (items.length > 1 && r() < 0.1) continue;
      const value = pick(r, choices);
      items.push({ name, value, unit: unit || null });
      values[name] = value;
    }
    specifications.push({ name: group, items });
  }
  const headline = kind.headline
    .filter((name) => values[name] && !/^(yoxdur|var)$/.test(values[name]))
    .map((name) => {
      const unit = UNITS.get(name);
      return unit === 'düym' ? `${values[name]}"` : unit ? `${values[name]} ${unit}` : values[name]!;
    });
  const part = r() < 0.6 ? ` (${partNumber(r)})` : '';
  const name = `${brand} ${series} ${model}${part}, ${headline.join(', ')}`.replace(/\s+/g, ' ').slice(0, 255);
  // Mostly Azerbaijani, some English, some both (imported data sheets next to local text).
  const language = r();
  const descriptionWords = between(r, 60, 200);
  const description =
    language < 0.6
      ? paragraph(r, [kind.az, COMMON_AZ], values, descriptionWords)
      : language < 0.8
        ? paragraph(r, [kind.en, COMMON_EN], values, descriptionWords)
        : `${paragraph(r, [kind.az, COMMON_AZ], values, descriptionWords / 2)} ${paragraph(r, [kind.en, COMMON_EN], values, descriptionWords / 2)}`;
  const shortDescription = paragraph(r, [language < 0.6 || language >= 0.8 ? kind.az : kind.en], values, between(r, 10, 25));
  const [min, max] = kind.price;
  // Prices cluster towards the cheap end, as in a real catalogue.
  const manats = Math.round(min + (max - min) * r() ** 2.5);
  return {
    category: pick(r, kind.categories),
    brand: brandSlug,
    name,
    shortDescription,
    description,
    specifications,
    priceMinor: manats * 100,
  };
}
