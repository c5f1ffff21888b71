import AppsIcon from '@mui/icons-material/AppsOutlined';
import ArticleIcon from '@mui/icons-material/ArticleOutlined';
import FolderZipIcon from '@mui/icons-material/FolderZipOutlined';
import ImageIcon from '@mui/icons-material/ImageOutlined';
import InsertDriveFileIcon from '@mui/icons-material/InsertDriveFileOutlined';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdfOutlined';
import TableChartIcon from '@mui/icons-material/TableChartOutlined';
import type { SvgIconComponent } from '@mui/icons-material';
import { extensionOf } from '../kit/fileChecks';

const ICONS: [string[], SvgIconComponent, string][] = [
  [['pdf'], PictureAsPdfIcon, '#c62828'],
  [['zip', 'rar', '7z', 'gz', 'tar', 'tgz', 'bz2', 'xz'], FolderZipIcon, '#6a1b9a'],
  [['exe', 'msi', 'dmg', 'pkg', 'deb', 'rpm', 'apk', 'appimage', 'sh', 'bin'], AppsIcon, '#0b3d91'],
  [['png', 'jpg', 'jpeg', 'gif', 'webp', 'avif', 'bmp', 'tif', 'tiff'], ImageIcon, '#2e7d32'],
  [['doc', 'docx', 'odt', 'rtf', 'txt', 'md'], ArticleIcon, '#1565c0'],
  [['xls', 'xlsx', 'ods', 'csv'], TableChartIcon, '#2e7d32'],
];

/** A file's icon and colour by its extension (back office §2). */
export function fileIcon(name: string): { Icon: SvgIconComponent; color: string } {
  const extension = extensionOf(name);
  const match = ICONS.find(([extensions]) => extensions.includes(extension));
  return match ? { Icon: match[1], color: match[2] } : { Icon: InsertDriveFileIcon, color: '#5b6477' };
}
