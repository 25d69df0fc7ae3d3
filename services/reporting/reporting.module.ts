import { Module } from '@nestjs/common';
import { IdentityModule } from '../identity/identity.module';
import { registerProjections } from '../platform/projections/projection.registry';
import { ComplaintListController, DashboardController, ReportsController } from './http/reports.controller';
import { counterfeitReportProjection } from './projections/counterfeit-report.projection';
import { publicStatsProjection } from './projections/public-stats.projection';
import { reportsProjection } from './projections/reports.projection';
import { CounterfeitReportViews } from './queries/counterfeit-report.views';
import { PublicStatsViews } from './queries/public-stats.views';
import { ReportViews } from './queries/report.views';
import { ReportingLiveNotifier } from './live/reporting-live.notifier';

/**
 * Reporting: the dashboard, the inventory and counterfeit reports and the activity timeline (per brand and
 * owner), and the landing page's headline figures.
 */
@Module({
  imports: [IdentityModule],
  controllers: [ComplaintListController, DashboardController, ReportsController],
  providers: [registerProjections(counterfeitReportProjection, publicStatsProjection, reportsProjection), CounterfeitReportViews, PublicStatsViews, ReportViews, ReportingLiveNotifier],
})
export class ReportingModule {}
