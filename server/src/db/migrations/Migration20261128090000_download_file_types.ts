import { Migration } from '@mikro-orm/migrations';

/**
 * Download-page files keep the type their bytes showed on upload (issue 27): downloads are sent as it,
 * never as a type guessed from the name the client gave. Files stored before were named by their bytes
 * too (`files/<id>.<extension file-type found>`), so their extension gives the type they showed; any
 * other stays application/octet-stream.
 */
export class Migration20261128090000_download_file_types extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "managed_file" add "mime_type" varchar(255) not null default 'application/octet-stream';`);
    this.addSql(`update "managed_file" set "mime_type" = case lower(substring("file_path" from '\\.([a-z0-9]+)$'))
      when 'pdf' then 'application/pdf' when 'zip' then 'application/zip' when 'gz' then 'application/gzip'
      when '7z' then 'application/x-7z-compressed' when 'rar' then 'application/x-rar-compressed' when 'exe' then 'application/x-msdownload'
      else 'application/octet-stream' end;`);
  }
}
