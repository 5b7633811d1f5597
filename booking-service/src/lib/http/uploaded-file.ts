/** A file of a multipart request, held in memory; its type decided by its first bytes. */
export interface UploadedFile {
  fieldname: string;
  originalname?: string;
  mimetype: string;
  size: number;
  buffer: Buffer;
}
