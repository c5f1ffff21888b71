import { Migration } from '@mikro-orm/migrations';

/**
 * Catalogue text in both languages everywhere it is shown (issue 28):
 *
 * - product names get an English variant (`product.name_en`; empty: the Azerbaijani name is shown);
 * - specification values and units get English variants (`specification_item.value_en`, `unit_en`);
 * - Download-page files get an English description (`managed_file.description_en`);
 * - `catalogue_term` is the shop's shared list of common words (yes/no, units, colour names): the
 *   owner types "ay" → "months" once, and every specification value or unit, colour or size that is
 *   exactly such a word (letter case aside) reads in English through it when its own English field is
 *   empty. The list starts with the common words of the demo catalogue and of an IT shop.
 *
 * Search documents take the English name (with the name, SKU and brand: weight A) and the English
 * specification values and units (B), so search matches both languages.
 */
/** The demo products' English names by SKU as the demo catalogue had them then (a migration never reads code that changes later). */
const DEMO_NAMES_EN: [sku: string, nameEn: string][] = [
  ['TL-DECO-X20-2', 'TP-Link Deco X20 Mesh Wi-Fi System (2-pack)'],
  ['CBS350-24T-4G', 'Cisco CBS350-24T-4G Switch'],
  ['TL-SG3428', 'TP-Link TL-SG3428 JetStream Switch'],
  ['CRS326-24G-2S+RM', 'MikroTik CRS326-24G-2S+RM Switch'],
  ['TL-SG1008D', 'TP-Link TL-SG1008D 8-port Network Switch'],
  ['TL-SG1016PE', 'TP-Link TL-SG1016PE PoE Network Switch'],
  ['CAT6-UTP-305', 'Cat6 UTP 305 m Network Cable'],
  ['CAT6-PATCH-3M', 'Cat6 3 m Network Patch Cord'],
  ['HEM-OF-I5-12400', 'HEM Office PC Core i5-12400 / 16GB / 512GB SSD'],
  ['HEM-OF-I3-12100', 'HEM Office PC Core i3-12100 / 8GB / 256GB SSD'],
  ['DELL-7010-SFF', 'Dell OptiPlex 7010 SFF Computer'],
  ['HP-400G9-TWR', 'HP Pro Tower 400 G9 Computer'],
  ['LEN-M70Q-G4', 'Lenovo ThinkCentre M70q Tiny Computer'],
  ['HEM-GM-R5-4060', 'HEM Gaming PC Ryzen 5 7600 / RTX 4060 / 32GB'],
  ['HEM-GM-I7-4070S', 'HEM Gaming PC Core i7-14700F / RTX 4070 Super'],
  ['MSI-INF-S3-14', 'MSI MAG Infinite S3 Gaming PC'],
  ['HP-AIO-24CR0', 'HP 24-cr0 23.8" All-in-One PC'],
  ['LEN-AIO3-27', 'Lenovo IdeaCentre AIO 3 27" All-in-One PC'],
  ['DELL-AIO-5420', 'Dell Inspiron 24 5420 All-in-One PC'],
  ['HP-250G10-I5', 'HP 250 G10 15.6" Laptop Core i5'],
  ['ACER-A315-59', 'Acer Aspire 3 A315 15.6" Laptop'],
  ['LEN-IPS3-15IAH8', 'Lenovo IdeaPad Slim 3 15IAH8 Laptop'],
  ['ACER-SFG14-71', 'Acer Swift Go 14 OLED Laptop'],
  ['DELL-INS-3530', 'Dell Inspiron 15 3530 Laptop'],
  ['LEN-TPE14-G5', 'Lenovo ThinkPad E14 Gen 5 Laptop'],
  ['LEN-TPT14-G4', 'Lenovo ThinkPad T14 Gen 4 Laptop'],
  ['DELL-LAT-5540', 'Dell Latitude 5540 Laptop'],
  ['HP-EB840-G10', 'HP EliteBook 840 G10 Laptop'],
  ['HP-PB450-G10', 'HP ProBook 450 G10 Laptop'],
  ['ACER-ANV15-51', 'Acer Nitro V 15 RTX 4060 Gaming Laptop'],
  ['LEN-LEG5-16IRX9', 'Lenovo Legion 5 16IRX9 Gaming Laptop'],
  ['MSI-KAT15-B13V', 'MSI Katana 15 B13VFK Gaming Laptop'],
  ['HP-VIC16-R0', 'HP Victus 16 Gaming Laptop'],
  ['CAN-MF655CDW', 'Canon i-SENSYS MF655Cdw Colour Printer'],
  ['CAN-LIDE300', 'Canon CanoScan LiDE 300 Scanner'],
  ['EPS-DS530II', 'Epson WorkForce DS-530 II Scanner'],
  ['HP-SJ2600F1', 'HP ScanJet Pro 2600 f1 Scanner'],
  ['EPS-EBX51', 'Epson EB-X51 Projector'],
  ['ACER-X1528KI', 'Acer X1528Ki Full HD Projector'],
  ['LG-HU70LS', 'LG CineBeam HU70LS 4K Projector'],
  ['XP-58IIH', 'Xprinter XP-58IIH Receipt Printer'],
  ['XP-Q80I', 'Xprinter XP-Q80I Receipt Printer'],
  ['XP-365B', 'Xprinter XP-365B Label Printer'],
  ['XP-T451B', 'Xprinter XP-T451B Barcode Printer'],
  ['HON-1250G', 'Honeywell Voyager 1250g Barcode Scanner'],
  ['HON-1950G', 'Honeywell Xenon 1950g 2D Barcode Scanner'],
  ['XL-2302', 'Xprinter XL-2302 Wireless Barcode Scanner'],
  ['HEM-POS-1560', 'HEM POS-1560 Touchscreen Terminal'],
  ['DS-2CD1123G0E-I', 'Hikvision DS-2CD1123G0E-I Dome IP Camera 2MP'],
  ['DS-2CD2143G2-IS', 'Hikvision DS-2CD2143G2-IS Dome IP Camera 4MP'],
  ['IPC322LB-DSF28K-G', 'UNV IPC322LB-DSF28K-G Dome IP Camera'],
  ['IPC3614SB-ADF28KM', 'UNV IPC3614SB-ADF28KM-I0 Dome Camera 4MP'],
  ['DS-2CD1043G2-I', 'Hikvision DS-2CD1043G2-I Bullet IP Camera 4MP'],
  ['DS-2CD2T87G2-L', 'Hikvision DS-2CD2T87G2-L ColorVu Camera 8MP'],
  ['IPC2124LB-SF40KM-G', 'UNV IPC2124LB-SF40KM-G Bullet Camera 4MP'],
  ['IPC2328SB-DZK', 'UNV IPC2328SB-DZK-I0 Motorised Camera 8MP'],
  ['DS-7608NI-K2-8P', 'Hikvision DS-7608NI-K2/8P 8-channel NVR'],
  ['DS-7616NI-K2', 'Hikvision DS-7616NI-K2 16-channel NVR'],
  ['NVR301-04LS3-P4', 'UNV NVR301-04LS3-P4 4-channel NVR'],
  ['NVR302-32S', 'UNV NVR302-32S 32-channel NVR'],
  ['LG-27GP850', 'LG UltraGear 27GP850-B 27" Gaming Monitor'],
  ['SAM-LC32G55T', 'Samsung Odyssey G5 32" Curved Monitor'],
  ['ST4000VX016', 'Seagate SkyHawk 4TB Surveillance Drive'],
  ['WD23PURZ', 'WD Purple 2TB Surveillance Drive'],
  ['WD80EFZZ', 'WD Red Plus 8TB NAS Drive'],
  ['ST6000VN006', 'Seagate IronWolf 6TB NAS Drive'],
  ['RTX4060-VENTUS-2X-8G', 'MSI GeForce RTX 4060 Ventus 2X 8GB Graphics Card'],
];

export class Migration20261128110000_catalogue_text extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "product" add "name_en" varchar(255) not null default '';`);
    this.addSql(`alter table "specification_item" add "value_en" varchar(255) not null default '', add "unit_en" varchar(255) not null default '';`);
    this.addSql(`alter table "managed_file" add "description_en" text not null default '';`);
    this.addSql(`create table "catalogue_term" ("id" uuid not null, "az" varchar(255) not null, "en" varchar(255) not null, primary key ("id"));`);
    this.addSql(`alter table "catalogue_term" add constraint "catalogue_term_az_unique" unique ("az");`);

    const terms: [string, string][] = [
      ['Bəli', 'Yes'],
      ['Xeyr', 'No'],
      ['Yox', 'No'],
      ['Var', 'Yes'],
      ['Monoxrom', 'Monochrome'],
      ['Rəngli', 'Colour'],
      ['Planşet', 'Flatbed'],
      ['Axınlı', 'Sheet-fed'],
      ['Planşet + ADF', 'Flatbed + ADF'],
      ['ay', 'months'],
      ['il', 'years'],
      ['həftə', 'weeks'],
      ['gün', 'days'],
      ['saat', 'hours'],
      ['dəq', 'min'],
      ['san', 's'],
      ['səh/dəq', 'ppm'],
      ['düym', 'inch'],
      ['ədəd', 'pcs'],
      ['sm', 'cm'],
      ['kq', 'kg'],
      ['Vt', 'W'],
      ['Qara', 'Black'],
      ['Ağ', 'White'],
      ['Boz', 'Grey'],
      ['Gümüşü', 'Silver'],
      ['Qızılı', 'Gold'],
      ['Qırmızı', 'Red'],
      ['Mavi', 'Blue'],
      ['Göy', 'Blue'],
      ['Yaşıl', 'Green'],
      ['Sarı', 'Yellow'],
      ['Narıncı', 'Orange'],
      ['Çəhrayı', 'Pink'],
      ['Bənövşəyi', 'Purple'],
      ['Qəhvəyi', 'Brown'],
    ];
    this.addSql(
      `insert into "catalogue_term" ("id", "az", "en") values ${terms.map(([az, en]) => `(gen_random_uuid(), '${az}', '${en}')`).join(', ')} on conflict do nothing;`,
    );

    // As in migration 20261125140000, with the English name in the head and the English values and units in the body.
    this.addSql(`create or replace function shop_refresh_documents(ids uuid[]) returns void language plpgsql as $$
      declare words text[]; heads text[];
      begin
        perform set_config('shop.writing_documents', 'on', true);
        with vectors as materialized (
          select d.id, d.head, setweight(to_tsvector('simple', d.head), 'A') || setweight(to_tsvector('simple', d.body), 'B')
            || setweight(to_tsvector('simple', d.tail), 'C') as vector
          from (
            select p.id, shop_search_text(concat_ws(' ', p.name, p.name_en, p.sku, b.name)) as head,
              shop_search_text(concat_ws(' ', c.name, c.name_en, s.specs)) as body,
              shop_search_text(concat_ws(' ', p.short_description, p.short_description_en, p.description, p.description_en)) as tail
            from product p join category c on c.id = p.category_id left join brand b on b.id = p.brand_id
            left join (
              select g.product_id, string_agg(concat_ws(' ', i.name, i.name_en, i.value, i.value_en, i.unit, i.unit_en), ' ' order by g.sort_order, g.id, i.sort_order, i.id) as specs
              from specification_group g join specification_item i on i.group_id = g.id where g.product_id = any(ids) group by g.product_id
            ) s on s.product_id = p.id
            where p.id = any(ids)
          ) d
        ), changed as (
          update product p set search_name = v.head, search_vector = v.vector from vectors v
          where v.id = p.id and (p.search_name is distinct from v.head or p.search_vector is distinct from v.vector)
          returning p.search_vector
        ), found as (
          select u.lexeme, bool_or('A' = any(u.weights)) as head from changed, unnest(changed.search_vector) u group by u.lexeme
        )
        select array_agg(lexeme order by lexeme), array_agg(lexeme order by lexeme) filter (where head) into words, heads from found;
        perform set_config('shop.writing_documents', 'off', true);
        if words is null then return; end if;
        insert into search_word (word, is_head)
        select w, h from (select w, w = any(coalesce(heads, '{}')) as h from unnest(words) w) found
        where not exists (select 1 from search_word s where s.word = found.w and (s.is_head or not found.h));
      end $$;`);

    // As in migration 20261125140000: a new English name rewrites the product's document too.
    this.addSql(`create or replace function shop_listing_sync() returns trigger language plpgsql as $$
      declare ids uuid[]; documents uuid[];
      begin
        if current_setting('shop.catalogue_refresh', true) = 'deferred' then return null; end if;
        if TG_TABLE_NAME = 'product' and TG_OP = 'DELETE' then
          select array_agg(id) into ids from old_rows;
          if ids is not null then perform shop_log_catalogue_change(ids); end if;
          return null;
        elsif TG_TABLE_NAME = 'product' and TG_OP = 'INSERT' then
          select array_agg(id) into ids from new_rows;
          documents := ids;
        elsif TG_TABLE_NAME = 'product' then
          if current_setting('shop.writing_documents', true) = 'on' then return null; end if;
          select array_agg(n.id), array_agg(n.id) filter (where
              (n.name, n.name_en, n.sku, n.short_description, n.short_description_en, n.description, n.description_en, n.brand_id, n.category_id)
              is distinct from (o.name, o.name_en, o.sku, o.short_description, o.short_description_en, o.description, o.description_en, o.brand_id, o.category_id))
          into ids, documents
          from new_rows n join old_rows o on o.id = n.id;
        elsif TG_OP = 'INSERT' then
          select array_agg(distinct product_id) into ids from new_rows;
        elsif TG_OP = 'DELETE' then
          select array_agg(distinct product_id) into ids from old_rows;
        else
          select array_agg(distinct product_id) into ids from (select product_id from new_rows union select product_id from old_rows) touched;
        end if;
        perform shop_refresh_catalogue(ids, documents);
        return null;
      end $$;`);

    // The demo catalogue's English, for a shop seeded before this migration: its names by model, its values and units by the shared list (read at display time).
    const quote = (text: string) => `'${text.replace(/'/g, "''")}'`;
    const names = DEMO_NAMES_EN.map(([sku, nameEn]) => `(${quote(sku)}, ${quote(nameEn)})`).join(', ');
    this.addSql(`update product set name_en = e.name_en from (values ${names}) as e(sku, name_en)
      where product.sku = e.sku and product.name_en = '' and e.name_en <> product.name;`);
  }
}
