// The banners module's types the GraphQL mappers use: a leaf (types only, no services).

/** Texts come in the viewer's language (else the other's), and as stored in each language (`…Az`, `…En`) for edit forms. */
export interface BannerRecord {
  id: string;
  title: string;
  titleAz: string;
  titleEn: string;
  description: string;
  descriptionAz: string;
  descriptionEn: string;
  imageUrl: string;
  linkUrl: string | null;
  buttonText: string | null;
  buttonTextAz: string | null;
  buttonTextEn: string;
  type: number;
  isActive: boolean;
  sortOrder: number;
  startDate: Date | null;
  endDate: Date | null;
  createdAt: Date;
}
