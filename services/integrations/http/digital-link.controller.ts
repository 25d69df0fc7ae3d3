import { Controller, Get, HttpCode, Param, Res } from '@nestjs/common';
import type { Response } from 'express';
import { Public } from '../../platform/auth/public.decorator';
import { ResponseDoc } from '../../platform/http/openapi.document';
import { DigitalLinkResolver } from '../digital-link.resolver';

/**
 * GS1 Digital Link resolution (`/api/01/{gtin}/21/{serial}`; the QR codes' `<PUBLIC_URL>/01/…` is sent here
 * by create-app). Public, like the tracking page it leads to.
 */
@Public()
@Controller('01')
export class DigitalLinkController {
  constructor(private readonly resolver: DigitalLinkResolver) {}

  @Get(':gtin/21/:serial')
  @HttpCode(302)
  @ResponseDoc({ description: 'Found: `Location` is the public tracking page `/productTracking/INVE…` of the item.' })
  async resolve(@Param('gtin') gtin: string, @Param('serial') serial: string, @Res() response: Response): Promise<void> {
    const location = await this.resolver.trackingPath(gtin, serial);
    response.setHeader('Cache-Control', 'no-cache');
    response.redirect(302, location);
  }
}
