import { ApiPropertyOptional } from '@nestjs/swagger';
import { REFERENCE_LANGUAGES, type ReferenceLanguage } from '@periscope/rules';
import { IsIn, IsOptional } from 'class-validator';

// The language of GET /api/reference (docs/i18n.md): ?lang= when given, else the first of the request's
// Accept-Language that the reference is written in, else English.

export class ReferenceQuery {
  @ApiPropertyOptional({
    enum: REFERENCE_LANGUAGES,
    description: "The reference's words in this language; without it, the Accept-Language header chooses",
  })
  @IsOptional()
  @IsIn(REFERENCE_LANGUAGES)
  lang?: ReferenceLanguage;
}

const isReferenceLanguage = (code: string): code is ReferenceLanguage =>
  (REFERENCE_LANGUAGES as readonly string[]).includes(code);

/** 'it-IT,it;q=0.9,en;q=0.8' → 'it': the languages in the header's order of preference, the first we write. */
export function acceptedLanguage(header: string | undefined): ReferenceLanguage {
  const asked = (header ?? '')
    .split(',')
    .map((part, i) => {
      const [tag, ...params] = part.trim().split(';');
      const q = Number(
        params
          .find((p) => p.trim().startsWith('q='))
          ?.trim()
          .slice(2) ?? 1,
      );
      return { code: tag.trim().slice(0, 2).toLowerCase(), q: Number.isNaN(q) ? 0 : q, i };
    })
    .filter((a) => a.q > 0)
    .sort((a, b) => b.q - a.q || a.i - b.i);
  return asked.map((a) => a.code).find(isReferenceLanguage) ?? 'en';
}
