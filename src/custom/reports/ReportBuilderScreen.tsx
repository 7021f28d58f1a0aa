import { Heading, Stack } from '@chakra-ui/react';
import { TranslationsScope } from '../../core/i18n/TranslationsScope';
import { useT } from '../../core/i18n/useT';
import type { ReportBuilderDefinition } from './contract';
import { BuildReport } from './BuildReport';
import { RunReport } from './RunReport';
import { AssignReport } from './AssignReport';
import { ViewOptions } from './ViewOptions';
import { ReportPrefs } from './ReportPrefs';
import fr from './fr.json';

interface Props {
  def: ReportBuilderDefinition;
  company: string;
  path: string;
}

function Screen({ def, company }: Props) {
  const t = useT();
  return (
    <Stack gap="4">
      <Heading as="h1" size="lg">
        {t(def.title)}
      </Heading>
      {def.mode === 'run' ? (
        <RunReport />
      ) : def.mode === 'view-options' ? (
        <ViewOptions />
      ) : def.mode === 'assign' ? (
        <AssignReport />
      ) : def.mode === 'preferences' ? (
        <ReportPrefs />
      ) : (
        <BuildReport company={company} baseReport={def.baseReport} />
      )}
    </Stack>
  );
}

/** The report generator's screens (build, run, view options, assign, preferences), with their own French. */
export function ReportBuilderScreen(props: Props) {
  return (
    <TranslationsScope fr={fr}>
      <Screen {...props} />
    </TranslationsScope>
  );
}
