import { notFoundHead, type HeadMaker } from './head/head';
import { PageHead } from './head/PageHead';
import PlaceholderPage from './PlaceholderPage';

/** An address that names nothing: the Not Found page, whose head makes the server answer 404. */
export default function NotFoundPage({ head = notFoundHead }: { head?: HeadMaker }) {
  return (
    <>
      <PageHead of={head} />
      <PlaceholderPage kind="notFound" />
    </>
  );
}
