import { graphql } from '../../gql';

export const AdminFileFields = graphql(`
  fragment AdminFileFields on ManagedFile {
    id
    customFileName
    originalFileName
    description
    descriptionEn
    category
    fileSize
    uploadedAt
    downloadUrl
  }
`);

export const AdminFilesQuery = graphql(`
  query AdminFiles {
    adminFiles {
      ...AdminFileFields
    }
  }
`);

export const AdminUploadFileMutation = graphql(`
  mutation AdminUploadFile($file: Upload!, $input: UploadFileInput) {
    uploadFile(file: $file, input: $input) {
      id
      ...AdminFileFields
    }
  }
`);

export const AdminDeleteFileMutation = graphql(`
  mutation AdminDeleteFile($id: ID!) {
    deleteFile(id: $id)
  }
`);
