/**
 * The demo catalogue: the storefront's seven top-level categories with their real Azerbaijani names,
 * subcategories down to the third level, the featured brands, and believable products. Attributes
 * (`attrs`) are kept per product so later features (specifications, filters) can be derived from them.
 */

export interface DemoCategory {
  name: string;
  slug: string;
  description: string;
  children?: DemoCategory[];
}

export const demoCategories: DemoCategory[] = [
  {
    name: 'Şəbəkə avadanlıqları',
    slug: 'sebeke-avadanliqlari',
    description: 'Routerlər, kommutatorlar, simsiz giriş nöqtələri və şəbəkə kabelləri.',
    children: [
      {
        name: 'Routerlər',
        slug: 'routerler',
        description: 'Ev və ofis üçün simli və simsiz routerlər.',
        children: [
          { name: 'Wi-Fi routerlər', slug: 'wifi-routerler', description: 'Wi-Fi 6 və Wi-Fi 5 routerlər.' },
          { name: 'Korporativ routerlər', slug: 'korporativ-routerler', description: 'Filiallar və ofislər üçün routerlər.' },
        ],
      },
      {
        name: 'Kommutatorlar',
        slug: 'kommutatorlar',
        description: 'İdarə olunan və idarə olunmayan şəbəkə kommutatorları.',
        children: [
          { name: 'İdarə olunan kommutatorlar', slug: 'idare-olunan-kommutatorlar', description: 'VLAN və QoS dəstəkli kommutatorlar.' },
          { name: 'İdarə olunmayan kommutatorlar', slug: 'idare-olunmayan-kommutatorlar', description: 'Qoş və işlət kommutatorlar.' },
        ],
      },
      { name: 'Şəbəkə kabelləri', slug: 'sebeke-kabelleri', description: 'Cat5e, Cat6 kabellər və patch-kordlar.' },
    ],
  },
  {
    name: 'Kompüterlər',
    slug: 'komputerler',
    description: 'Ofis, oyun və iş stansiyası kompüterləri, monobloklar və serverlər.',
    children: [
      {
        name: 'Masaüstü kompüterlər',
        slug: 'masaustu-komputerler',
        description: 'Sistem blokları və hazır yığılmış kompüterlər.',
        children: [
          { name: 'Ofis kompüterləri', slug: 'ofis-komputerleri', description: 'Gündəlik ofis işi üçün sərfəli kompüterlər.' },
          { name: 'Oyun kompüterləri', slug: 'oyun-komputerleri', description: 'Güclü videokartlı oyun kompüterləri.' },
        ],
      },
      { name: 'Monobloklar', slug: 'monobloklar', description: 'Ekranı və sistem bloku bir gövdədə olan kompüterlər.' },
      { name: 'Serverlər', slug: 'serverler', description: 'Rack və tower serverlər.' },
    ],
  },
  {
    name: 'Noutbuklar',
    slug: 'noutbuklar',
    description: 'Ofis, biznes və oyun noutbukları.',
    children: [
      { name: 'Ofis noutbukları', slug: 'ofis-noutbuklari', description: 'Yüngül və sərfəli gündəlik noutbuklar.' },
      { name: 'Biznes noutbukları', slug: 'biznes-noutbuklari', description: 'Etibarlı, təhlükəsiz korporativ noutbuklar.' },
      { name: 'Oyun noutbukları', slug: 'oyun-noutbuklari', description: 'RTX videokartlı oyun noutbukları.' },
    ],
  },
  {
    name: 'Ofis avadanlıqları',
    slug: 'ofis-avadanliqlari',
    description: 'Printerlər, skanerlər, çoxfunksiyalı qurğular və proyektorlar.',
    children: [
      {
        name: 'Printerlər',
        slug: 'printerler',
        description: 'Lazer və mürəkkəbli printerlər.',
        children: [
          { name: 'Lazer printerlər', slug: 'lazer-printerler', description: 'Sürətli monoxrom və rəngli lazer printerlər.' },
          { name: 'Mürəkkəbli printerlər', slug: 'murekkebli-printerler', description: 'Foto və sənəd çapı üçün printerlər.' },
        ],
      },
      { name: 'Skanerlər', slug: 'skanerler', description: 'Planşet və axınlı skanerlər.' },
      { name: 'Proyektorlar', slug: 'proyektorlar', description: 'Təqdimat və təhsil üçün proyektorlar.' },
    ],
  },
  {
    name: 'Ticarət avadanlıqları',
    slug: 'ticaret-avadanliqlari',
    description: 'Kassa, anbar və mağaza üçün avadanlıqlar.',
    children: [
      { name: 'Çek printerləri', slug: 'cek-printerleri', description: 'Termal çek və etiket printerləri.' },
      { name: 'Barkod skanerləri', slug: 'barkod-skanerleri', description: 'Simli və simsiz barkod skanerləri.' },
      { name: 'POS terminallar', slug: 'pos-terminallar', description: 'Sensor ekranlı POS sistemləri.' },
    ],
  },
  {
    name: 'Müşahidə sistemləri',
    slug: 'musahide-sistemleri',
    description: 'IP kameralar, videoqeydiyyatçılar və müşahidə disklərı.',
    children: [
      {
        name: 'IP kameralar',
        slug: 'ip-kameralar',
        description: 'Daxili və xarici IP kameralar.',
        children: [
          { name: 'Daxili kameralar', slug: 'daxili-kameralar', description: 'Dome və kompakt daxili kameralar.' },
          { name: 'Xarici kameralar', slug: 'xarici-kameralar', description: 'Suya davamlı bullet kameralar.' },
        ],
      },
      { name: 'Videoqeydiyyatçılar', slug: 'videoqeydiyyatcilar', description: 'NVR və DVR qeydiyyatçılar.' },
    ],
  },
  {
    name: 'Kompüter avadanlıqları',
    slug: 'komputer-avadanliqlari',
    description: 'Monitorlar, disklər, videokartlar və periferiya.',
    children: [
      { name: 'Monitorlar', slug: 'monitorlar', description: 'Ofis və oyun monitorları.' },
      {
        name: 'Yaddaş qurğuları',
        slug: 'yaddas-qurgulari',
        description: 'Daxili və xarici disklər.',
        children: [
          { name: 'HDD disklər', slug: 'hdd-diskler', description: 'Böyük tutumlu sərt disklər.' },
          { name: 'SSD disklər', slug: 'ssd-diskler', description: 'Sürətli SATA və NVMe SSD-lər.' },
        ],
      },
      { name: 'Videokartlar', slug: 'videokartlar', description: 'NVIDIA və AMD videokartları.' },
    ],
  },
];

export interface DemoBrand {
  name: string;
  slug: string;
}

/** The twelve featured brands of the storefront come first, with the slugs its brand strip links to. */
export const demoBrands: DemoBrand[] = [
  { name: 'HEM', slug: 'hem' },
  { name: 'HP', slug: 'hp' },
  { name: 'Dell', slug: 'dell' },
  { name: 'LG', slug: 'lg' },
  { name: 'Xprinter', slug: 'xprinter' },
  { name: 'Lenovo', slug: 'lenovo' },
  { name: 'Western Digital', slug: 'westernDigital' },
  { name: 'Acer', slug: 'acer' },
  { name: 'Hikvision', slug: 'hikvision' },
  { name: 'UNV', slug: 'unv' },
  { name: 'Canon', slug: 'canon' },
  { name: 'Seagate', slug: 'seagate' },
  { name: 'TP-Link', slug: 'tp-link' },
  { name: 'MikroTik', slug: 'mikrotik' },
  { name: 'Cisco', slug: 'cisco' },
  { name: 'MSI', slug: 'msi' },
  { name: 'Samsung', slug: 'samsung' },
  { name: 'Epson', slug: 'epson' },
  { name: 'Honeywell', slug: 'honeywell' },
];

export type DemoAttrs = Record<string, string>;

export interface DemoProduct {
  category: string;
  brand: string;
  name: string;
  sku: string;
  /** Normal-tier price in AZN. */
  price: number;
  attrs: DemoAttrs;
  short: string;
}

const p = (category: string, brand: string, name: string, sku: string, price: number, short: string, attrs: DemoAttrs): DemoProduct => ({
  category,
  brand,
  name,
  sku,
  price,
  short,
  attrs,
});

export const demoProducts: DemoProduct[] = [
  // Şəbəkə avadanlıqları
  p('wifi-routerler', 'tp-link', 'TP-Link Archer AX55 Wi-Fi 6 Router', 'TL-AX55', 189, 'AX3000 iki diapazonlu Wi-Fi 6 router', {
    speed: '3000 Mbit/s',
    ports: '4 x 1GbE',
    wifi: 'Wi-Fi 6',
  }),
  p('wifi-routerler', 'tp-link', 'TP-Link Archer C6 AC1200 Router', 'TL-C6', 79, 'Ev üçün sərfəli iki diapazonlu router', {
    speed: '1200 Mbit/s',
    ports: '4 x 1GbE',
    wifi: 'Wi-Fi 5',
  }),
  p('wifi-routerler', 'tp-link', 'TP-Link Deco X20 Mesh Wi-Fi Sistemi (2 ədəd)', 'TL-DECO-X20-2', 349, 'Bütün ev üçün mesh Wi-Fi 6', {
    speed: '1800 Mbit/s',
    ports: '2 x 1GbE',
    wifi: 'Wi-Fi 6',
  }),
  p('korporativ-routerler', 'mikrotik', 'MikroTik hAP ax3 Router', 'C53UIG+5HPAXD2HPAXD', 329, 'Güclü ofis routeri, Wi-Fi 6 və 2.5G port', {
    speed: '2.5 Gbit/s',
    ports: '1 x 2.5GbE, 4 x 1GbE',
    wifi: 'Wi-Fi 6',
  }),
  p('korporativ-routerler', 'mikrotik', 'MikroTik RB5009UG+S+IN Router', 'RB5009UG+S+IN', 459, '10G SFP+ portlu korporativ router', {
    speed: '10 Gbit/s',
    ports: '1 x SFP+, 1 x 2.5GbE, 7 x 1GbE',
  }),
  p('korporativ-routerler', 'cisco', 'Cisco ISR 1111-4P Router', 'C1111-4P', 1890, 'Filiallar üçün inteqrasiya olunmuş xidmətlər routeri', {
    speed: '1 Gbit/s',
    ports: '2 x WAN, 4 x LAN',
  }),
  p('idare-olunan-kommutatorlar', 'cisco', 'Cisco CBS350-24T-4G Kommutator', 'CBS350-24T-4G', 899, '24 portlu idarə olunan L3 kommutator', {
    ports: '24 x 1GbE, 4 x SFP',
    poe: 'Yox',
  }),
  p('idare-olunan-kommutatorlar', 'tp-link', 'TP-Link TL-SG3428 JetStream Kommutator', 'TL-SG3428', 429, '24 portlu idarə olunan L2+ kommutator', {
    ports: '24 x 1GbE, 4 x SFP',
    poe: 'Yox',
  }),
  p('idare-olunan-kommutatorlar', 'mikrotik', 'MikroTik CRS326-24G-2S+RM Kommutator', 'CRS326-24G-2S+RM', 539, 'Rack üçün 24 portlu kommutator, 2 x SFP+', {
    ports: '24 x 1GbE, 2 x SFP+',
    poe: 'Yox',
  }),
  p('idare-olunmayan-kommutatorlar', 'tp-link', 'TP-Link TL-SG1008D 8 portlu Şəbəkə kommutatoru', 'TL-SG1008D', 39, '8 portlu gigabit masaüstü kommutator', {
    ports: '8 x 1GbE',
    poe: 'Yox',
  }),
  p(
    'idare-olunmayan-kommutatorlar',
    'tp-link',
    'TP-Link TL-SG1016PE PoE Şəbəkə kommutatoru',
    'TL-SG1016PE',
    379,
    '16 portlu PoE+ kommutator, kameralar üçün ideal',
    { ports: '16 x 1GbE', poe: '8 x PoE+' },
  ),
  p('sebeke-kabelleri', 'tp-link', 'Şəbəkə kabeli Cat6 UTP 305 m', 'CAT6-UTP-305', 249, '305 metrlik Cat6 mis kabel qutusu', {
    length: '305 m',
    category: 'Cat6',
  }),
  p('sebeke-kabelleri', 'tp-link', 'Şəbəkə patch-kord Cat6 3 m', 'CAT6-PATCH-3M', 6, 'Hazır RJ45 uclu patch-kord', { length: '3 m', category: 'Cat6' }),

  // Kompüterlər
  p('ofis-komputerleri', 'hem', 'HEM Ofis Kompüteri Core i5-12400 / 16GB / 512GB SSD', 'HEM-OF-I5-12400', 1149, 'Ofis işi üçün sürətli və səssiz kompüter', {
    cpu: 'Intel Core i5-12400',
    ram: '16 GB',
    storage: '512 GB SSD',
    os: 'Windows 11 Pro',
  }),
  p('ofis-komputerleri', 'hem', 'HEM Ofis Kompüteri Core i3-12100 / 8GB / 256GB SSD', 'HEM-OF-I3-12100', 799, 'Sərfəli gündəlik ofis kompüteri', {
    cpu: 'Intel Core i3-12100',
    ram: '8 GB',
    storage: '256 GB SSD',
    os: 'FreeDOS',
  }),
  p('ofis-komputerleri', 'dell', 'Dell OptiPlex 7010 SFF Kompüter', 'DELL-7010-SFF', 1599, 'Kiçik gövdəli korporativ kompüter', {
    cpu: 'Intel Core i5-13500',
    ram: '16 GB',
    storage: '512 GB SSD',
    os: 'Windows 11 Pro',
  }),
  p('ofis-komputerleri', 'hp', 'HP Pro Tower 400 G9 Kompüter', 'HP-400G9-TWR', 1399, 'Genişlənə bilən tower kompüter', {
    cpu: 'Intel Core i5-12500',
    ram: '8 GB',
    storage: '512 GB SSD',
    os: 'Windows 11 Pro',
  }),
  p('ofis-komputerleri', 'lenovo', 'Lenovo ThinkCentre M70q Tiny Kompüter', 'LEN-M70Q-G4', 1299, 'Monitora bərkidilən mini kompüter', {
    cpu: 'Intel Core i5-13400T',
    ram: '16 GB',
    storage: '512 GB SSD',
    os: 'Windows 11 Pro',
  }),
  p('oyun-komputerleri', 'hem', 'HEM Oyun Kompüteri Ryzen 5 7600 / RTX 4060 / 32GB', 'HEM-GM-R5-4060', 2899, 'Full HD oyunlar üçün güclü kompüter', {
    cpu: 'AMD Ryzen 5 7600',
    ram: '32 GB',
    storage: '1 TB SSD',
    gpu: 'NVIDIA GeForce RTX 4060',
  }),
  p('oyun-komputerleri', 'hem', 'HEM Oyun Kompüteri Core i7-14700F / RTX 4070 Super', 'HEM-GM-I7-4070S', 4699, '2K oyunlar və yayım üçün kompüter', {
    cpu: 'Intel Core i7-14700F',
    ram: '32 GB',
    storage: '2 TB SSD',
    gpu: 'NVIDIA GeForce RTX 4070 Super',
  }),
  p('oyun-komputerleri', 'msi', 'MSI MAG Infinite S3 Oyun Kompüteri', 'MSI-INF-S3-14', 3599, 'Hazır yığılmış MSI oyun kompüteri', {
    cpu: 'Intel Core i5-14400F',
    ram: '16 GB',
    storage: '1 TB SSD',
    gpu: 'NVIDIA GeForce RTX 4060',
  }),
  p('monobloklar', 'hp', 'HP 24-cr0 All-in-One 23.8" Monoblok', 'HP-AIO-24CR0', 1499, 'Full HD ekranlı monoblok kompüter', {
    cpu: 'Intel Core i5-1335U',
    ram: '8 GB',
    storage: '512 GB SSD',
    screen: '23.8"',
  }),
  p('monobloklar', 'lenovo', 'Lenovo IdeaCentre AIO 3 27" Monoblok', 'LEN-AIO3-27', 1799, '27 düymlük ekranlı ev monobloku', {
    cpu: 'AMD Ryzen 5 7530U',
    ram: '16 GB',
    storage: '512 GB SSD',
    screen: '27"',
  }),
  p('monobloklar', 'dell', 'Dell Inspiron 24 5420 Monoblok', 'DELL-AIO-5420', 1699, 'Sensor ekranlı monoblok', {
    cpu: 'Intel Core i7-1355U',
    ram: '16 GB',
    storage: '1 TB SSD',
    screen: '23.8"',
  }),
  p('serverler', 'dell', 'Dell PowerEdge R650xs Server', 'DELL-R650XS', 7899, '1U rack server, iki prosessor dəstəyi', {
    cpu: 'Intel Xeon Silver 4314',
    ram: '32 GB',
    storage: '2 x 480 GB SSD',
    form: '1U',
  }),
  p('serverler', 'hp', 'HPE ProLiant DL380 Gen10 Plus Server', 'HPE-DL380-G10P', 9499, '2U universal rack server', {
    cpu: 'Intel Xeon Silver 4310',
    ram: '32 GB',
    storage: '2 x 960 GB SSD',
    form: '2U',
  }),
  p('serverler', 'lenovo', 'Lenovo ThinkSystem ST250 V2 Server', 'LEN-ST250V2', 3299, 'Kiçik ofis üçün tower server', {
    cpu: 'Intel Xeon E-2356G',
    ram: '16 GB',
    storage: '2 x 1 TB HDD',
    form: 'Tower',
  }),

  // Noutbuklar
  p('ofis-noutbuklari', 'hp', 'HP 250 G10 15.6" Noutbuk Core i5', 'HP-250G10-I5', 1199, 'Ofis və təhsil üçün etibarlı noutbuk', {
    cpu: 'Intel Core i5-1335U',
    ram: '8 GB',
    storage: '512 GB SSD',
    screen: '15.6"',
  }),
  p('ofis-noutbuklari', 'acer', 'Acer Aspire 3 A315 15.6" Noutbuk', 'ACER-A315-59', 899, 'Gündəlik iş üçün sərfəli noutbuk', {
    cpu: 'Intel Core i3-1215U',
    ram: '8 GB',
    storage: '256 GB SSD',
    screen: '15.6"',
  }),
  p('ofis-noutbuklari', 'lenovo', 'Lenovo IdeaPad Slim 3 15IAH8 Noutbuk', 'LEN-IPS3-15IAH8', 1249, 'Nazik və yüngül gündəlik noutbuk', {
    cpu: 'Intel Core i5-12450H',
    ram: '16 GB',
    storage: '512 GB SSD',
    screen: '15.6"',
  }),
  p('ofis-noutbuklari', 'acer', 'Acer Swift Go 14 OLED Noutbuk', 'ACER-SFG14-71', 1899, 'OLED ekranlı yüngül noutbuk', {
    cpu: 'Intel Core Ultra 5 125H',
    ram: '16 GB',
    storage: '512 GB SSD',
    screen: '14"',
  }),
  p('ofis-noutbuklari', 'dell', 'Dell Inspiron 15 3530 Noutbuk', 'DELL-INS-3530', 1349, 'Geniş klaviaturalı 15.6" noutbuk', {
    cpu: 'Intel Core i5-1335U',
    ram: '8 GB',
    storage: '512 GB SSD',
    screen: '15.6"',
  }),
  p('biznes-noutbuklari', 'lenovo', 'Lenovo ThinkPad E14 Gen 5 Noutbuk', 'LEN-TPE14-G5', 1799, 'Biznes üçün möhkəm ThinkPad', {
    cpu: 'Intel Core i5-1335U',
    ram: '16 GB',
    storage: '512 GB SSD',
    screen: '14"',
  }),
  p('biznes-noutbuklari', 'lenovo', 'Lenovo ThinkPad T14 Gen 4 Noutbuk', 'LEN-TPT14-G4', 2699, 'vPro dəstəkli korporativ noutbuk', {
    cpu: 'Intel Core i7-1365U',
    ram: '16 GB',
    storage: '1 TB SSD',
    screen: '14"',
  }),
  p('biznes-noutbuklari', 'dell', 'Dell Latitude 5540 Noutbuk', 'DELL-LAT-5540', 2399, 'Təhlükəsizlik funksiyalı biznes noutbuku', {
    cpu: 'Intel Core i5-1345U',
    ram: '16 GB',
    storage: '512 GB SSD',
    screen: '15.6"',
  }),
  p('biznes-noutbuklari', 'hp', 'HP EliteBook 840 G10 Noutbuk', 'HP-EB840-G10', 2999, 'Alüminium gövdəli premium biznes noutbuku', {
    cpu: 'Intel Core i7-1355U',
    ram: '16 GB',
    storage: '512 GB SSD',
    screen: '14"',
  }),
  p('biznes-noutbuklari', 'hp', 'HP ProBook 450 G10 Noutbuk', 'HP-PB450-G10', 1899, 'Kiçik biznes üçün universal noutbuk', {
    cpu: 'Intel Core i5-1335U',
    ram: '16 GB',
    storage: '512 GB SSD',
    screen: '15.6"',
  }),
  p('oyun-noutbuklari', 'acer', 'Acer Nitro V 15 RTX 4060 Oyun Noutbuku', 'ACER-ANV15-51', 2499, '144 Hz ekranlı oyun noutbuku', {
    cpu: 'Intel Core i7-13620H',
    ram: '16 GB',
    storage: '512 GB SSD',
    screen: '15.6"',
    gpu: 'NVIDIA GeForce RTX 4060',
  }),
  p('oyun-noutbuklari', 'lenovo', 'Lenovo Legion 5 16IRX9 Oyun Noutbuku', 'LEN-LEG5-16IRX9', 3899, '2.5K 165 Hz ekranlı Legion', {
    cpu: 'Intel Core i7-14650HX',
    ram: '32 GB',
    storage: '1 TB SSD',
    screen: '16"',
    gpu: 'NVIDIA GeForce RTX 4070',
  }),
  p('oyun-noutbuklari', 'msi', 'MSI Katana 15 B13VFK Oyun Noutbuku', 'MSI-KAT15-B13V', 2799, 'RTX 4060 videokartlı MSI noutbuk', {
    cpu: 'Intel Core i7-13620H',
    ram: '16 GB',
    storage: '1 TB SSD',
    screen: '15.6"',
    gpu: 'NVIDIA GeForce RTX 4060',
  }),
  p('oyun-noutbuklari', 'hp', 'HP Victus 16 Oyun Noutbuku', 'HP-VIC16-R0', 2599, 'Ryzen 7 və RTX 4050 ilə oyun noutbuku', {
    cpu: 'AMD Ryzen 7 7840HS',
    ram: '16 GB',
    storage: '512 GB SSD',
    screen: '16.1"',
    gpu: 'NVIDIA GeForce RTX 4050',
  }),

  // Ofis avadanlıqları
  p('lazer-printerler', 'hp', 'HP LaserJet Pro M404dn Printer', 'HP-M404DN', 649, 'İkitərəfli çaplı monoxrom lazer printer', {
    speed: '38 səh/dəq',
    color: 'Monoxrom',
    duplex: 'Bəli',
  }),
  p('lazer-printerler', 'canon', 'Canon i-SENSYS LBP246dw Printer', 'CAN-LBP246DW', 589, 'Wi-Fi dəstəkli ofis lazer printeri', {
    speed: '40 səh/dəq',
    color: 'Monoxrom',
    duplex: 'Bəli',
  }),
  p('lazer-printerler', 'canon', 'Canon i-SENSYS MF655Cdw Rəngli Printer', 'CAN-MF655CDW', 1149, 'Rəngli çoxfunksiyalı lazer qurğu', {
    speed: '21 səh/dəq',
    color: 'Rəngli',
    duplex: 'Bəli',
  }),
  p('lazer-printerler', 'hp', 'HP LaserJet M111w Printer', 'HP-M111W', 249, 'Kompakt ev lazer printeri', {
    speed: '20 səh/dəq',
    color: 'Monoxrom',
    duplex: 'Xeyr',
  }),
  p('murekkebli-printerler', 'epson', 'Epson EcoTank L3250 Printer', 'EPS-L3250', 449, 'Mürəkkəb çənli çoxfunksiyalı printer', {
    speed: '10 səh/dəq',
    color: 'Rəngli',
    duplex: 'Xeyr',
  }),
  p('murekkebli-printerler', 'canon', 'Canon PIXMA G3430 Printer', 'CAN-G3430', 399, 'Sərfəli rəngli çap üçün MegaTank', {
    speed: '11 səh/dəq',
    color: 'Rəngli',
    duplex: 'Xeyr',
  }),
  p('murekkebli-printerler', 'hp', 'HP Smart Tank 580 Printer', 'HP-ST580', 429, 'Wi-Fi dəstəkli mürəkkəb çənli printer', {
    speed: '12 səh/dəq',
    color: 'Rəngli',
    duplex: 'Xeyr',
  }),
  p('skanerler', 'canon', 'Canon CanoScan LiDE 300 Skaner', 'CAN-LIDE300', 149, 'Nazik planşet skaner', { resolution: '2400 dpi', type: 'Planşet' }),
  p('skanerler', 'epson', 'Epson WorkForce DS-530 II Skaner', 'EPS-DS530II', 1199, 'Sənəd axını üçün sürətli skaner', {
    resolution: '600 dpi',
    type: 'Axınlı',
  }),
  p('skanerler', 'hp', 'HP ScanJet Pro 2600 f1 Skaner', 'HP-SJ2600F1', 699, 'ADF ilə planşet skaner', { resolution: '1200 dpi', type: 'Planşet + ADF' }),
  p('proyektorlar', 'epson', 'Epson EB-X51 Proyektor', 'EPS-EBX51', 1099, 'Sinif və ofis üçün 3LCD proyektor', {
    brightness: '3800 lm',
    resolution: '1024 x 768',
  }),
  p('proyektorlar', 'acer', 'Acer X1528Ki Full HD Proyektor', 'ACER-X1528KI', 1299, 'Simsiz bağlantılı Full HD proyektor', {
    brightness: '5200 lm',
    resolution: '1920 x 1080',
  }),
  p('proyektorlar', 'lg', 'LG CineBeam HU70LS 4K Proyektor', 'LG-HU70LS', 2999, '4K UHD ev kinoteatrı proyektoru', {
    brightness: '1500 lm',
    resolution: '3840 x 2160',
  }),

  // Ticarət avadanlıqları
  p('cek-printerleri', 'xprinter', 'Xprinter XP-58IIH Çek Printeri', 'XP-58IIH', 79, '58 mm termal çek printeri', { width: '58 mm', interface: 'USB' }),
  p('cek-printerleri', 'xprinter', 'Xprinter XP-Q80I Çek Printeri', 'XP-Q80I', 169, '80 mm avtomatik kəsicili çek printeri', {
    width: '80 mm',
    interface: 'USB, LAN',
  }),
  p('cek-printerleri', 'xprinter', 'Xprinter XP-365B Etiket Printeri', 'XP-365B', 149, 'Barkod və etiket printeri', { width: '80 mm', interface: 'USB' }),
  p('cek-printerleri', 'xprinter', 'Xprinter XP-T451B Barkod Printeri', 'XP-T451B', 259, 'Termotransfer etiket printeri', {
    width: '108 mm',
    interface: 'USB, LAN',
  }),
  p('barkod-skanerleri', 'honeywell', 'Honeywell Voyager 1250g Barkod Skaneri', 'HON-1250G', 189, 'Lazer əl barkod skaneri', { type: '1D', interface: 'USB' }),
  p('barkod-skanerleri', 'honeywell', 'Honeywell Xenon 1950g 2D Barkod Skaneri', 'HON-1950G', 459, 'QR və 2D kodlar üçün skaner', {
    type: '2D',
    interface: 'USB',
  }),
  p('barkod-skanerleri', 'xprinter', 'Xprinter XL-2302 Simsiz Barkod Skaneri', 'XL-2302', 99, 'Bluetooth simsiz skaner', {
    type: '2D',
    interface: 'Bluetooth',
  }),
  p('pos-terminallar', 'hp', 'HP Engage One Prime POS Terminal', 'HP-ENG-PRIME', 1899, '14" sensor ekranlı POS terminal', {
    screen: '14"',
    cpu: 'Qualcomm Snapdragon',
  }),
  p('pos-terminallar', 'hem', 'HEM POS-1560 Sensor Terminal', 'HEM-POS-1560', 1099, '15.6" sensor ekranlı kassa kompüteri', {
    screen: '15.6"',
    cpu: 'Intel Celeron J6412',
  }),

  // Müşahidə sistemləri
  p('daxili-kameralar', 'hikvision', 'Hikvision DS-2CD1123G0E-I Dome IP Kamera 2MP', 'DS-2CD1123G0E-I', 119, '2 MP daxili dome kamera, 30 m IR', {
    resolution: '2 MP',
    lens: '2.8 mm',
    ir: '30 m',
  }),
  p('daxili-kameralar', 'hikvision', 'Hikvision DS-2CD2143G2-IS Dome IP Kamera 4MP', 'DS-2CD2143G2-IS', 259, 'AcuSense funksiyalı 4 MP kamera', {
    resolution: '4 MP',
    lens: '2.8 mm',
    ir: '30 m',
  }),
  p('daxili-kameralar', 'unv', 'UNV IPC322LB-DSF28K-G Dome IP Kamera', 'IPC322LB-DSF28K-G', 99, '2 MP sərfəli daxili kamera', {
    resolution: '2 MP',
    lens: '2.8 mm',
    ir: '30 m',
  }),
  p('daxili-kameralar', 'unv', 'UNV IPC3614SB-ADF28KM-I0 Dome Kamera 4MP', 'IPC3614SB-ADF28KM', 189, 'Mikrofonlu 4 MP dome kamera', {
    resolution: '4 MP',
    lens: '2.8 mm',
    ir: '30 m',
  }),
  p('xarici-kameralar', 'hikvision', 'Hikvision DS-2CD1043G2-I Bullet IP Kamera 4MP', 'DS-2CD1043G2-I', 169, 'IP67 suya davamlı 4 MP kamera', {
    resolution: '4 MP',
    lens: '4 mm',
    ir: '30 m',
  }),
  p('xarici-kameralar', 'hikvision', 'Hikvision DS-2CD2T87G2-L ColorVu Kamera 8MP', 'DS-2CD2T87G2-L', 489, 'Gecə rəngli görüntü, 4K', {
    resolution: '8 MP',
    lens: '4 mm',
    ir: '60 m',
  }),
  p('xarici-kameralar', 'unv', 'UNV IPC2124LB-SF40KM-G Bullet Kamera 4MP', 'IPC2124LB-SF40KM-G', 149, 'Mikrofonlu xarici kamera', {
    resolution: '4 MP',
    lens: '4 mm',
    ir: '30 m',
  }),
  p('xarici-kameralar', 'unv', 'UNV IPC2328SB-DZK-I0 Motorlu Kamera 8MP', 'IPC2328SB-DZK', 399, 'Motorlu zoom obyektivli 4K kamera', {
    resolution: '8 MP',
    lens: '2.7-13.5 mm',
    ir: '50 m',
  }),
  p('videoqeydiyyatcilar', 'hikvision', 'Hikvision DS-7608NI-K2/8P NVR 8 kanal', 'DS-7608NI-K2-8P', 389, '8 PoE portlu videoqeydiyyatçı', {
    channels: '8',
    disks: '2 x SATA',
    poe: '8 x PoE',
  }),
  p('videoqeydiyyatcilar', 'hikvision', 'Hikvision DS-7616NI-K2 NVR 16 kanal', 'DS-7616NI-K2', 329, '16 kanallı 4K NVR', {
    channels: '16',
    disks: '2 x SATA',
    poe: 'Yox',
  }),
  p('videoqeydiyyatcilar', 'unv', 'UNV NVR301-04LS3-P4 NVR 4 kanal', 'NVR301-04LS3-P4', 199, '4 PoE portlu kompakt NVR', {
    channels: '4',
    disks: '1 x SATA',
    poe: '4 x PoE',
  }),
  p('videoqeydiyyatcilar', 'unv', 'UNV NVR302-32S NVR 32 kanal', 'NVR302-32S', 449, '32 kanallı iki diskli NVR', {
    channels: '32',
    disks: '2 x SATA',
    poe: 'Yox',
  }),

  // Kompüter avadanlıqları
  p('monitorlar', 'lg', 'LG 24MP400-B 24" IPS Monitor', 'LG-24MP400', 249, 'Full HD IPS ofis monitoru', {
    screen: '23.8"',
    resolution: '1920 x 1080',
    refresh: '75 Hz',
  }),
  p('monitorlar', 'lg', 'LG UltraGear 27GP850-B 27" Oyun Monitoru', 'LG-27GP850', 899, '2K 180 Hz Nano IPS oyun monitoru', {
    screen: '27"',
    resolution: '2560 x 1440',
    refresh: '180 Hz',
  }),
  p('monitorlar', 'dell', 'Dell P2423H 24" Monitor', 'DELL-P2423H', 429, 'Hündürlüyü tənzimlənən ofis monitoru', {
    screen: '23.8"',
    resolution: '1920 x 1080',
    refresh: '60 Hz',
  }),
  p('monitorlar', 'samsung', 'Samsung Odyssey G5 32" Əyri Monitor', 'SAM-LC32G55T', 749, '2K 144 Hz əyri oyun monitoru', {
    screen: '32"',
    resolution: '2560 x 1440',
    refresh: '144 Hz',
  }),
  p('monitorlar', 'acer', 'Acer Nitro VG270 27" Monitor', 'ACER-VG270', 449, 'Full HD 100 Hz IPS monitor', {
    screen: '27"',
    resolution: '1920 x 1080',
    refresh: '100 Hz',
  }),
  p('monitorlar', 'hp', 'HP M24f 24" Monitor', 'HP-M24F', 299, 'Nazik çərçivəli IPS monitor', { screen: '23.8"', resolution: '1920 x 1080', refresh: '75 Hz' }),
  p('hdd-diskler', 'seagate', 'Seagate SkyHawk 4TB Müşahidə Diski', 'ST4000VX016', 229, 'Videomüşahidə üçün 7/24 disk', {
    capacity: '4 TB',
    interface: 'SATA III',
    rpm: '5400 rpm',
  }),
  p('hdd-diskler', 'seagate', 'Seagate BarraCuda 2TB HDD', 'ST2000DM008', 139, 'Masaüstü kompüter üçün sərt disk', {
    capacity: '2 TB',
    interface: 'SATA III',
    rpm: '7200 rpm',
  }),
  p('hdd-diskler', 'westernDigital', 'WD Purple 2TB Müşahidə Diski', 'WD23PURZ', 149, 'Kameralar üçün WD Purple', {
    capacity: '2 TB',
    interface: 'SATA III',
    rpm: '5400 rpm',
  }),
  p('hdd-diskler', 'westernDigital', 'WD Red Plus 8TB NAS Diski', 'WD80EFZZ', 549, 'NAS sistemləri üçün disk', {
    capacity: '8 TB',
    interface: 'SATA III',
    rpm: '5640 rpm',
  }),
  p('hdd-diskler', 'seagate', 'Seagate IronWolf 6TB NAS Diski', 'ST6000VN006', 419, 'NAS üçün IronWolf disk', {
    capacity: '6 TB',
    interface: 'SATA III',
    rpm: '5400 rpm',
  }),
  p('ssd-diskler', 'samsung', 'Samsung 990 PRO 1TB NVMe SSD', 'MZ-V9P1T0BW', 299, 'PCIe 4.0 NVMe, 7450 MB/s', { capacity: '1 TB', interface: 'NVMe PCIe 4.0' }),
  p('ssd-diskler', 'westernDigital', 'WD Blue SA510 500GB SATA SSD', 'WDS500G3B0A', 89, 'Köhnə kompüterlərə yeni həyat', {
    capacity: '500 GB',
    interface: 'SATA III',
  }),
  p('ssd-diskler', 'westernDigital', 'WD Black SN850X 2TB NVMe SSD', 'WDS200T2X0E', 429, 'Oyunlar üçün ən sürətli SSD', {
    capacity: '2 TB',
    interface: 'NVMe PCIe 4.0',
  }),
  p('ssd-diskler', 'seagate', 'Seagate FireCuda 530 1TB NVMe SSD', 'ZP1000GM3A013', 279, 'PS5 ilə uyğun NVMe SSD', {
    capacity: '1 TB',
    interface: 'NVMe PCIe 4.0',
  }),
  p('videokartlar', 'msi', 'MSI GeForce RTX 4060 Ventus 2X 8GB Videokart', 'RTX4060-VENTUS-2X-8G', 699, 'Full HD oyunlar üçün RTX 4060', {
    gpu: 'NVIDIA GeForce RTX 4060',
    memory: '8 GB GDDR6',
  }),
  p('videokartlar', 'msi', 'MSI GeForce RTX 4070 Super Gaming X Slim 12GB', 'RTX4070S-GAMING-X-12G', 1499, '2K oyunlar üçün RTX 4070 Super', {
    gpu: 'NVIDIA GeForce RTX 4070 Super',
    memory: '12 GB GDDR6X',
  }),
  p('videokartlar', 'msi', 'MSI GeForce RTX 4060 Ti Gaming X 16GB', 'RTX4060TI-GAMING-X-16G', 1049, '16 GB yaddaşlı RTX 4060 Ti', {
    gpu: 'NVIDIA GeForce RTX 4060 Ti',
    memory: '16 GB GDDR6',
  }),
];

/** Azerbaijani names of the product attributes, for descriptions now and specifications later. */
export const attributeLabels: Record<string, string> = {
  cpu: 'Prosessor',
  ram: 'Operativ yaddaş',
  storage: 'Daxili yaddaş',
  screen: 'Ekran',
  gpu: 'Videokart',
  os: 'Əməliyyat sistemi',
  speed: 'Sürət',
  ports: 'Portlar',
  wifi: 'Wi-Fi standartı',
  poe: 'PoE',
  length: 'Uzunluq',
  category: 'Kateqoriya',
  form: 'Form-faktor',
  color: 'Çap rəngi',
  duplex: 'İkitərəfli çap',
  resolution: 'Ayırdetmə',
  type: 'Növ',
  brightness: 'Parlaqlıq',
  lens: 'Obyektiv',
  ir: 'IR məsafəsi',
  channels: 'Kanal sayı',
  disks: 'Disk yuvaları',
  refresh: 'Yenilənmə tezliyi',
  capacity: 'Tutum',
  interface: 'İnterfeys',
  rpm: 'Fırlanma sürəti',
  memory: 'Videoyaddaş',
  width: 'Çap eni',
};
