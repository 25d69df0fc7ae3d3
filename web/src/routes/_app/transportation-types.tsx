import { SimpleGrid} from '@mantine/core';
import { IconBuildingSkyscraper, IconTruck } from '@tabler/icons-react';
import { createFileRoute } from '@tanstack/react-router';
import { PageHeader } from '../../components/layout/page-header';
import { CardLink } from '../../components/links/router-links';
import { ChoiceCardBody } from '../../components/layout/choice-card-body';

export const Route = createFileRoute('/_app/transportation-types')({
  component: TransportationTypesPage,
});

function TransportationTypesPage() {
  return (
    <>
      <PageHeader
        eyebrow="Logistics"
        title="Transportation"
        description="Ship with your own fleet, or with a carrier you outsource to."
        link={{ to: '/tracking-status', variant: 'default', children: 'Your shipments' }}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        <CardLink to="/transportation-mode/{-$id}" params={{ id: undefined }} className="hover-lift" style={{ textDecoration: 'none' }}>
          <ChoiceCardBody icon={IconTruck} title="Own fleet">
            Your vehicles and drivers carry the goods.
          </ChoiceCardBody>
        </CardLink>
        <CardLink to="/transportation-outsourcing-details" className="hover-lift" style={{ textDecoration: 'none' }}>
          <ChoiceCardBody icon={IconBuildingSkyscraper} title="Outsourced">
            A carrier company you register carries them, by road, rail, air, sea or courier.
          </ChoiceCardBody>
        </CardLink>
      </SimpleGrid>
    </>
  );
}
