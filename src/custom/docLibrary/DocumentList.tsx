import { useEffect, useState } from 'react';
import { Alert, Button, HStack, Link, Spinner, Table, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { useIntl } from 'react-intl';
import { callApi } from '../../api/client';
import { useT } from '../../core/i18n/useT';
import { localTime, type LibraryConfig, type LibraryDocument } from './libraryTypes';

/** The library's documents the caller may see, newest first (the doclib.documents grid call). */
export function DocumentList({ config, base }: { config: LibraryConfig; base: string }) {
  const t = useT();
  const intl = useIntl();
  const [docs, setDocs] = useState<LibraryDocument[] | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    callApi('doclib.documents', { params: { cmid: config.cmid }, query: { limit: 100, sort: '-uploadDate' } }).then((r) => setDocs(r.results), () => setFailed(true));
  }, [config.cmid]);
  if (failed) return <Alert.Root status="error"><Alert.Indicator /><Alert.Title>{t('Error getting data')}</Alert.Title></Alert.Root>;
  if (!docs) return <Spinner aria-label={t('Loading')} />;
  return (
    <>
      {config.permissions.add && (
        <HStack>
          <Button asChild colorPalette="blue" size="sm">
            <RouterLink to={`${base}/add`}>{t('Add a document')}</RouterLink>
          </Button>
        </HStack>
      )}
      {docs.length === 0 ? (
        <Text color="fg.muted">{t('No documents yet')}</Text>
      ) : (
        <Table.Root size="sm" variant="outline" aria-label={t(config.title)}>
          <Table.Header>
            <Table.Row>
              {['Title', 'Type', 'Customer', 'Files', 'Uploaded by', 'Uploaded', ''].map((h) => (
                <Table.ColumnHeader key={h}>{h ? t(h) : ''}</Table.ColumnHeader>
              ))}
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {docs.map((d) => (
              <Table.Row key={d.dlref}>
                <Table.Cell>
                  <Link asChild colorPalette="blue">
                    <RouterLink to={`${base}/view/${d.dlref}`}>{d.title}</RouterLink>
                  </Link>
                </Table.Cell>
                <Table.Cell>{t(config.doctypes.find((x) => x.doctype === d.doctype)?.label ?? d.doctype)}</Table.Cell>
                <Table.Cell>{d.customer_name ?? d.customer ?? ''}</Table.Cell>
                <Table.Cell>{intl.formatNumber(d.file_count)}</Table.Cell>
                <Table.Cell>{d.uploadBy}</Table.Cell>
                <Table.Cell>{localTime(d.uploadDate)}</Table.Cell>
                <Table.Cell>
                  {config.permissions.edit && (
                    <Link asChild colorPalette="blue">
                      <RouterLink to={`${base}/edit/${d.dlref}`}>{t('Edit')}</RouterLink>
                    </Link>
                  )}
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      )}
    </>
  );
}
