import type { EntityManager } from '@mikro-orm/core';
import { Banner } from '../../modules/banners/index.js';
import type { Brand } from '../../modules/catalog/index.js';
import type { Category } from '../../modules/catalog/index.js';
import type { Product } from '../../modules/catalog/index.js';
import { CategoryFilter, Filter, FilterOption, ProductFilter } from '../../modules/filters/index.js';
import { leadingNumber } from '../../modules/filters/index.js';
import { SpecificationGroup, SpecificationItem } from '../../modules/specs/index.js';
import { attributeLabels, attributeLabelsEn, attributeValueEn, type DemoProduct } from './demo-catalogue.js';
import type { DemoDrawing, DemoPictures } from './demo-images.js';
import { ManagedFile } from '../../modules/files/index.js';
import type { FileStorage } from '../../modules/uploads/index.js';
import { randomUUID } from 'node:crypto';

export interface SeededProduct {
  product: Product;
  demo: DemoProduct;
  brand: Brand;
  topCategory: Category;
}

/** Attributes shoppers filter by, with the filter names shown in the sidebar (Azerbaijani, English). */
const FILTERED_ATTRIBUTES: Record<string, [string, string]> = {
  ram: ['Operativ yaddaş', 'RAM'],
  storage: ['Daxili yaddaş', 'Storage'],
  screen: ['Ekran ölçüsü', 'Screen size'],
  resolution: ['Ayırdetmə', 'Resolution'],
  gpu: ['Videokart', 'Graphics card'],
  cpu: ['Prosessor', 'Processor'],
  capacity: ['Tutum', 'Capacity'],
  interface: ['İnterfeys', 'Interface'],
  color: ['Çap rəngi', 'Print colour'],
  wifi: ['Wi-Fi standartı', 'Wi-Fi standard'],
  channels: ['Kanal sayı', 'Channels'],
};

const UNIT_PATTERN = /^(\d+(?:[.,]\d+)?)\s+(GB|TB|MB|mm|m|Hz|lm|dpi|rpm|MP|Mbit\/s|Gbit\/s|səh\/dəq)$/;

function byNumberThenText(a: string, b: string): number {
  const na = leadingNumber(a);
  const nb = leadingNumber(b);
  if (na !== null && nb !== null && na !== nb) return na - nb;
  return a.localeCompare(b, 'az');
}

/**
 * Filters: one per attribute, linked to the top-level categories whose products have it; every product
 * gets its values assigned. The general Brand filter is the migration's: its options and every
 * product's value follow the brands (the brand and product triggers), so it is not made here.
 */
export function addDemoFilters(em: EntityManager, seeded: SeededProduct[]): void {
  Object.entries(FILTERED_ATTRIBUTES).forEach(([key, [name, nameEn]], index) => {
    const withAttr = seeded.filter((s) => s.demo.attrs[key]);
    if (withAttr.length === 0) return;
    const filter = em.create(Filter, { name, nameEn, slug: key, type: 0, isActive: true, sortOrder: index + 1 });
    const values = [...new Set(withAttr.map((s) => s.demo.attrs[key]!))].sort(byNumberThenText);
    const options = new Map(
      values.map((value, i) => [
        value,
        em.create(FilterOption, { filter, value, displayName: value, displayNameEn: attributeValueEn(value), isActive: true, sortOrder: i }),
      ]),
    );
    for (const top of new Set(withAttr.map((s) => s.topCategory))) em.create(CategoryFilter, { category: top, filter });
    for (const { product, demo } of withAttr) {
      const value = demo.attrs[key]!;
      em.create(ProductFilter, { product, filter, filterOption: options.get(value)!, customValue: null, numericValue: leadingNumber(value) });
    }
  });
}

/** Two specification groups per product: the main characteristics and general facts. */
export function addDemoSpecifications(em: EntityManager, seeded: SeededProduct[]): void {
  for (const { product, demo, brand } of seeded) {
    const main = em.create(SpecificationGroup, { product, groupName: 'Əsas xüsusiyyətlər', groupNameEn: 'Main features', sortOrder: 0 });
    Object.entries(demo.attrs).forEach(([key, raw], i) => {
      const match = raw.match(UNIT_PATTERN);
      em.create(SpecificationItem, {
        group: main,
        name: attributeLabels[key] ?? key,
        nameEn: attributeLabelsEn[key] ?? key,
        value: match ? match[1]! : raw,
        unit: match ? match[2]! : null,
        type: 0,
        sortOrder: i,
      });
    });
    const general = em.create(SpecificationGroup, { product, groupName: 'Ümumi məlumat', groupNameEn: 'General information', sortOrder: 1 });
    const facts: [name: string, nameEn: string, value: string, unit: string | null][] = [
      ['Brend', 'Brand', brand.name, null],
      ['Model', 'Model', demo.sku, null],
      ['Zəmanət', 'Warranty', demo.category === 'serverler' ? '36' : '12', 'ay'],
    ];
    facts.forEach(([name, nameEn, value, unit], i) => em.create(SpecificationItem, { group: general, name, nameEn, value, unit, type: 0, sortOrder: i }));
  }
}

/**
 * A banner picture without words: the storefront writes the banner's title, description and button over
 * it, in the viewer's language. The left part, where that text goes, stays dark and plain.
 */
function bannerDrawing(hue: number): DemoDrawing {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="600" viewBox="0 0 1600 600">
<defs><linearGradient id="b" x1="0" y1="0" x2="1" y2="0.4"><stop offset="0.35" stop-color="hsl(${hue},70%,22%)"/><stop offset="1" stop-color="hsl(${(hue + 40) % 360},75%,42%)"/></linearGradient></defs>
<rect width="1600" height="600" fill="url(#b)"/>
<circle cx="1280" cy="300" r="220" fill="hsla(${hue},80%,80%,0.18)"/><rect x="1130" y="190" width="300" height="190" rx="18" fill="hsla(0,0%,100%,0.85)"/><rect x="1150" y="210" width="260" height="150" rx="8" fill="hsl(${hue},60%,55%)"/>
<rect x="1230" y="380" width="100" height="22" rx="6" fill="hsla(0,0%,100%,0.85)"/>
</svg>`;
  return { svg, width: 1600 };
}

/** Five live banners and one that has ended (so date windows are visible in the demo). */
export function addDemoBanners(em: EntityManager, pictures: DemoPictures): void {
  const day = 24 * 60 * 60 * 1000;
  const now = Date.now();
  const banners = [
    {
      title: 'Oyun noutbukları',
      titleEn: 'Gaming laptops',
      description: 'RTX 40 seriyalı noutbuklarda xüsusi qiymətlər',
      descriptionEn: 'Special prices on RTX 40 series laptops',
      linkUrl: '/products/oyun-noutbuklari',
      buttonText: 'Bax',
      buttonTextEn: 'View',
      hue: 260,
    },
    {
      title: 'Müşahidə sistemləri',
      titleEn: 'Surveillance systems',
      description: 'Hikvision və UNV kameraları quraşdırma ilə',
      descriptionEn: 'Hikvision and UNV cameras with installation',
      linkUrl: '/musahide-sistemleri',
      buttonText: 'Ətraflı',
      buttonTextEn: 'Learn more',
      hue: 200,
    },
    {
      title: 'Ofis üçün hər şey',
      titleEn: 'Everything for the office',
      description: 'Printerlər, skanerlər və proyektorlar',
      descriptionEn: 'Printers, scanners and projectors',
      linkUrl: '/ofis-avadanliqlari',
      buttonText: 'Kataloqa keç',
      buttonTextEn: 'Go to the catalogue',
      hue: 150,
    },
    {
      title: 'Qaynar təkliflər',
      titleEn: 'Hot deals',
      description: 'Həftənin ən sərfəli endirimləri',
      descriptionEn: "The week's best discounts",
      linkUrl: '/products/hot-deals',
      buttonText: 'Endirimlər',
      buttonTextEn: 'Discounts',
      hue: 20,
    },
    {
      title: 'Şəbəkə avadanlıqları',
      titleEn: 'Network equipment',
      description: 'MikroTik, Cisco və TP-Link rəsmi zəmanətlə',
      descriptionEn: 'MikroTik, Cisco and TP-Link with an official warranty',
      linkUrl: '/sebeke-avadanliqlari',
      buttonText: 'Seç',
      buttonTextEn: 'Choose',
      hue: 220,
    },
    {
      title: 'Yay endirimi',
      titleEn: 'Summer sale',
      description: 'Bu kampaniya artıq başa çatıb',
      descriptionEn: 'This campaign has ended',
      linkUrl: '/products/hot-deals',
      buttonText: 'Bax',
      buttonTextEn: 'View',
      hue: 40,
      ended: true,
    },
  ];
  for (const [i, b] of banners.entries()) {
    const imageUrl = pictures.add(`banner-${i + 1}`, bannerDrawing(b.hue));
    em.create(Banner, {
      title: b.title,
      titleEn: b.titleEn,
      description: b.description,
      descriptionEn: b.descriptionEn,
      imageUrl,
      linkUrl: b.linkUrl,
      buttonText: b.buttonText,
      buttonTextEn: b.buttonTextEn,
      type: 0,
      isActive: true,
      sortOrder: i,
      startDate: new Date(now - (b.ended ? 120 : 30) * day),
      endDate: b.ended ? new Date(now - 60 * day) : new Date(now + 365 * day),
      createdAt: new Date(),
    });
  }
}

/** Files of the Download page: short text notes, described in both languages. */
const DEMO_FILES = [
  {
    name: 'Xprinter-XP58-XPQ80.txt',
    text: 'Xprinter XP-58 / XP-Q80: quraşdırma təlimatı.\r\n1. Printeri USB ilə qoşun.\r\n2. Sürücünü istehsalçının saytından yükləyin.\r\n',
    description: 'Xprinter çek printerlərinin quraşdırılması üçün qısa təlimat',
    descriptionEn: 'Short set-up guide for Xprinter receipt printers',
    category: 'Xprinter',
  },
  {
    name: 'Hikvision-NVR-K2.txt',
    text: 'Hikvision NVR: ilk addımlar.\r\n1. Diski quraşdırın.\r\n2. Kameraları PoE portlarına qoşun.\r\n',
    description: 'Hikvision qeydiyyatçılarının ilk sazlanması',
    descriptionEn: 'First set-up of Hikvision recorders',
    category: 'Hikvision',
  },
];

export async function addDemoFiles(em: EntityManager, storage: FileStorage): Promise<void> {
  const now = Date.now();
  for (const [i, file] of DEMO_FILES.entries()) {
    const fileName = `${randomUUID()}.txt`;
    const bytes = Buffer.from(file.text, 'utf8');
    await storage.write(`files/${fileName}`, bytes);
    em.create(ManagedFile, {
      fileName,
      customFileName: file.name.replace(/\.txt$/, ''),
      originalFileName: file.name,
      description: file.description,
      descriptionEn: file.descriptionEn,
      category: file.category,
      fileSize: bytes.length,
      filePath: `files/${fileName}`,
      mimeType: 'text/plain',
      uploadedAt: new Date(now - i * 60_000),
    });
  }
}
