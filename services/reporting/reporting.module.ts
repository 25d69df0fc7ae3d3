import { Module, OnModuleInit } from '@nestjs/common';
import { ProjectionRegistry } from '../platform/projections/projection-registry';
import { ComplaintListController, ReportsController } from './http/reports.controller';
import { counterfeitReportProjection } from './projections/counterfeit-report.projection';
import { publicStatsProjection } from './projections/public-stats.projection';
import { CounterfeitReportViews } from './queries/counterfeit-report-views';
import { PublicStatsViews } from './queries/public-stats-views';
import { ReportingLiveNotifier } from './reporting-live.notifier';

/** Reporting: the counterfeit report (per brand and owner) and the landing page's headline figures. */
@Module({
  controllers: [ComplaintListController, ReportsController],
  providers: [CounterfeitReportViews, PublicStatsViews, ReportingLiveNotifier],
})
export class ReportingModule implements OnModuleInit {
  constructor(private readonly registry: ProjectionRegistry) {}

  onModuleInit(): void {
    this.registry.register(counterfeitReportProjection);
    this.registry.register(publicStatsProjection);
  }
}
