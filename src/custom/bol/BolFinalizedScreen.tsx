import { Alert, Badge, Button, HStack, Heading, Spinner, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { TranslationsScope } from '../../core/i18n/TranslationsScope';
import { useT } from '../../core/i18n/useT';
import { useHeldScreen } from '../../core/session/useHeldScreen';
import type { BolFinalizedDefinition } from './contract';
import { LabelsPanel } from './LabelsPanel';
import { SaveTemplatePanel } from './SaveTemplatePanel';
import { arrivalQuery, arrivedFrom } from './arrivedFrom';
import { useBol, type Bol } from './useBol';
import fr from './fr.json';

interface Props {
  def: BolFinalizedDefinition;
  company: string;
  path: string;
}

const STATUS: Record<string, { label: string; color: string }> = {
  draft: { label: 'Draft', color: 'gray' },
  finalized: { label: 'Finalized', color: 'green' },
  flagged: { label: 'Flagged', color: 'orange' },
  void: { label: 'Void', color: 'red' },
};

/** The screen a definition's link opens: MTLPU of /pages/MTLPU?bol_id={bol_id}. */
const screenOfLink = (template: string): string | undefined => /^\/pages\/([^/?#]+)/.exec(template)?.[1];

const link = (company: string, template: string, bol: Bol) => `/${company}${template.replace(/\{bol_id\}/g, String(bol.bol_id))}`;

function Summary({ bol }: { bol: Bol }) {
  const t = useT();
  const pieces = bol.items.reduce((n, i) => n + i.pieces, 0);
  const weight = bol.items.reduce((n, i) => n + i.weight, 0);
  const status = STATUS[bol.status] ?? STATUS.draft!;
  return (
    <Stack gap="1">
      <HStack>
        <Badge colorPalette={status.color}>{t(status.label)}</Badge>
        {bol.probill && <Text fontWeight="bold" data-testid="bol-number">{t('BOL number {1}', { 1: bol.probill })}</Text>}
      </HStack>
      <Text>{t('Ship date')}: {bol.ship_date}</Text>
      <Text>
        {bol.shipper.name}, {bol.shipper.city} {bol.shipper.province} → {bol.consignee.name}, {bol.consignee.city} {bol.consignee.province}
      </Text>
      <Text>{t('{1} pieces, {2} lb', { 1: pieces.toLocaleString(), 2: weight.toLocaleString() })}</Text>
      {bol.flag_reason && <Text color="orange.600">{t(bol.flag_reason)}</Text>}
    </Stack>
  );
}

function Finalized({ def, company }: Omit<Props, 'path'>) {
  const t = useT();
  const [search] = useSearchParams();
  const bolId = Number(search.get('bolID')) || undefined;
  const { bol, error, busy, finalize } = useBol(bolId);
  const from = arrivedFrom(search);
  // The pickup is offered only to the holders of its screen (a rapid-BOL prospect is not one; the server refuses it too).
  const pickupHeld = !!useHeldScreen(screenOfLink(def.pickup));
  return (
    <Stack gap="4">
      <Heading as="h1" size="lg">
        {t(def.title)}
      </Heading>
      {search.get('dateSaved') && bol?.status === 'draft' && <Text color="fg.muted">{t('Draft saved')}</Text>}
      {error && (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Title>{t(error)}</Alert.Title>
        </Alert.Root>
      )}
      {!bol && !error && <Spinner />}
      {bol && <Summary bol={bol} />}
      {bol && from.quote && bol.quote_number && <Text data-testid="bol-from">{t('Made from online quote {1}', { 1: bol.quote_number })}</Text>}
      {bol && from.pickup && <Text data-testid="bol-from">{t('Made while booking a pickup: finalise it, then go back to the pickup to book it with this BOL')}</Text>}
      {bol?.status === 'draft' && (
        <HStack gap="3">
          <Button asChild variant="outline">
            <RouterLink to={link(company, def.edit, bol) + arrivalQuery(search)}>{t('Edit')}</RouterLink>
          </Button>
          <Button colorPalette="blue" loading={busy} onClick={() => void finalize()}>
            {t('Finalize')}
          </Button>
        </HStack>
      )}
      {bol && bol.status !== 'draft' && (
        <>
          <HStack gap="3" wrap="wrap">
            <Button asChild colorPalette="blue">
              <RouterLink to={link(company, def.document, bol) + arrivalQuery(search)}>{t('View and download the BOL')}</RouterLink>
            </Button>
            {!pickupHeld ? null : bol.pickup_number ? (
              <Button asChild variant="outline">
                <RouterLink to={`/${company}/pages/MTLPU/view/${bol.pickup_number}`}>{t('Pickup {1}', { 1: bol.pickup_number })}</RouterLink>
              </Button>
            ) : (
              <Button asChild variant={from.pickup ? 'solid' : 'outline'} colorPalette={from.pickup ? 'blue' : undefined}>
                <RouterLink to={link(company, def.pickup, bol)}>{t(from.pickup ? 'Back to the pickup' : 'Schedule a pickup')}</RouterLink>
              </Button>
            )}
          </HStack>
          <LabelsPanel bolId={bol.bol_id} pieces={bol.items.reduce((n, i) => n + i.pieces, 0)} />
        </>
      )}
      {bol && <SaveTemplatePanel bol={bol} />}
    </Stack>
  );
}

/**
 * After a BOL is saved (BOL2_finalized?bolID=): finalise the draft, then
 * download it, print its labels or schedule its pickup (02-business.md §1);
 * any BOL can be kept as a template. dateSaved says a draft was just saved,
 * isFromOLP that it came from an online quote, isFromPickup that the user is
 * booking a pickup (the pickup button then leads back to it).
 */
export function BolFinalizedScreen({ def, company }: Props) {
  return (
    <TranslationsScope fr={fr}>
      <Finalized def={def} company={company} />
    </TranslationsScope>
  );
}
