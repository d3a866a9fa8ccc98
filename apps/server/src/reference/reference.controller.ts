import { Controller, Get, Header, Headers, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiHeader, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  gameReference,
  REFERENCE_LANGUAGES,
  type GameReference,
  type ReferenceLanguage,
} from '@periscope/rules';
import { ErrorResponse } from '../common/dto/responses';
import { acceptedLanguage, ReferenceQuery } from './reference-language';
import { ReferenceResponse } from './reference.responses';

/** An hour: the reference changes only with a new server (a new chart pack or engine). */
const CACHE_CONTROL = 'public, max-age=3600';

@ApiTags('reference')
@Controller('reference')
export class ReferenceController {
  /** Computed once per language, when the server starts. */
  private readonly references = Object.fromEntries(
    REFERENCE_LANGUAGES.map((language) => [language, gameReference(undefined, language)]),
  ) as Record<ReferenceLanguage, GameReference>;

  @Get()
  @Header('Cache-Control', CACHE_CONTROL)
  @Header('Vary', 'Accept-Language')
  @ApiOperation({
    summary:
      'The game as data for a client: rule titles, optional rules, U-boat types, patrol routes, chart pack',
    description:
      "Rule titles and the optional rules' words in English, Spanish or Italian (the terms of the Spanish and " +
      'Italian editions): ?lang=en|es|it, else the first of Accept-Language among them, else English.',
  })
  @ApiHeader({
    name: 'Accept-Language',
    required: false,
    description: 'e.g. es-ES,es;q=0.9 (when no ?lang=)',
  })
  @ApiOkResponse({ type: ReferenceResponse })
  @ApiBadRequestResponse({ type: ErrorResponse, description: 'validation/invalid-input (an unknown ?lang=)' })
  read(@Query() query: ReferenceQuery, @Headers('accept-language') accept?: string): GameReference {
    return this.references[query.lang ?? acceptedLanguage(accept)];
  }
}
