// The files module's types other modules and the GraphQL mappers use: a leaf (types only, no services).

export interface DownloadableFileRecord {
  id: string;
  fileName: string;
  originalFileName: string;
  description: string;
  category: string;
  fileSize: number;
  filePath: string;
  uploadedAt: Date;
}

export interface ProductPdfRecord {
  id: string;
  productId: string;
  /** As uploaded; downloads are saved under it. */
  originalFileName: string;
  /** The name to show instead, or null. */
  customFileName: string | null;
  description: string;
  isActive: boolean;
  fileSize: number;
  downloadCount: number;
  createdAt: Date;
}

/** An active PDF as a product page lists it: its name and size, downloaded by id (signed-in users). */
export interface ProductDocumentRecord {
  id: string;
  productId: string;
  /** The name the admin gave it, else the uploaded file's. */
  fileName: string;
  fileSize: number;
}

/** A Download-page file as the back office sees it. */
export interface ManagedFileRecord {
  id: string;
  /** The generated name it is stored under. */
  fileName: string;
  /** The name shown on the Download page (the original name unless the admin gave one). */
  customFileName: string | null;
  /** As uploaded; downloads are saved under it. */
  originalFileName: string;
  /** The description as stored in Azerbaijani and in English (empty: the Azerbaijani one is shown). */
  description: string;
  descriptionEn: string;
  category: string;
  fileSize: number;
  uploadedAt: Date;
}
