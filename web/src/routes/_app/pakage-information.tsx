import { SimpleGrid} from '@mantine/core';
import { IconBox, IconBuildingFactory2, IconPackages } from '@tabler/icons-react';
import { createFileRoute } from '@tanstack/react-router';
import { PageHeader } from '../../components/layout/page-header';
import { CardLink } from '../../components/links/router-links';
import { ChoiceCardBody } from '../../components/layout/choice-card-body';

export const Route = createFileRoute('/_app/pakage-information')({
  component: PackageInformationPage,
});

const choices = [
  {
    to: '/pakaging-basic-details',
    search: { level: 1 as const },
    icon: IconBox,
    title: 'Level-1 package',
    text: 'Pack stock items together in house. Each package gets its own PACK id and QR code.',
  },
  {
    to: '/pakaging-basic-details',
    search: { level: 2 as const },
    icon: IconPackages,
    title: 'Level-2 package',
    text: 'Pack level-1 packages into a shipping unit. Handing it over moves everything inside.',
  },
  {
    to: '/pakaging-outsourcing-details',
    search: {},
    icon: IconBuildingFactory2,
    title: 'Outsource packaging',
    text: 'Order packaging from a partner and keep the order id for follow-up.',
  },
] as const;

function PackageInformationPage() {
  return (
    <>
      <PageHeader
        eyebrow="Logistics"
        title="Package information"
        description="Choose how to pack: in house, at level 1 or level 2, or outsourced to a partner."
        link={{ to: '/list-package', variant: 'default', children: 'Your packages' }}
      />
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
        {choices.map(({ to, search, icon, title, text }) => (
          <CardLink key={title} to={to} search={search} className="hover-lift" style={{ textDecoration: 'none' }}>
            <ChoiceCardBody icon={icon} title={title}>
              {text}
            </ChoiceCardBody>
          </CardLink>
        ))}
      </SimpleGrid>
    </>
  );
}
