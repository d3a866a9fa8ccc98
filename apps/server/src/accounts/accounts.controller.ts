import { Body, Controller, Delete, Get, HttpCode, Post, Req, Res } from '@nestjs/common';
import {
  ApiConflictResponse,
  ApiCookieAuth,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiOperation,
  ApiProduces,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import type { Request, Response } from 'express';
import { ErrorResponse } from '../common/dto/responses';
import { sendNdjson } from '../audit/ndjson';
import { AccountData } from './account-data.service';
import { AccountsService } from './accounts.service';
import { ClaimsService } from './claims.service';
import {
  ClaimDto,
  PasskeyAnswerDto,
  RecoveryDto,
  RegistrationOptionsDto,
  VisibilityDto,
} from './dto/accounts.dto';
import { AccountAnswerResponse, CeremonyResponse, MeResponse } from './dto/accounts.responses';

const refused = {
  type: ErrorResponse,
  description: 'passkey/ceremony-invalid, passkey/refused, session/cross-site',
};
const signIn = { type: ErrorResponse, description: 'session/missing' };

@ApiTags('accounts')
@Controller('accounts')
export class AccountsController {
  constructor(
    private readonly accounts: AccountsService,
    private readonly claims: ClaimsService,
    private readonly data: AccountData,
  ) {}

  @Post('registration')
  @HttpCode(200)
  @ApiOperation({ summary: 'Start a sign-up: the passkey options for a new account of this name' })
  @ApiOkResponse({ type: CeremonyResponse })
  @ApiConflictResponse({ type: ErrorResponse, description: 'account/name-taken' })
  registrationOptions(@Req() request: Request, @Body() body: RegistrationOptionsDto) {
    return this.accounts.registrationOptions(request, body.name);
  }

  @Post()
  @ApiOperation({
    summary: 'Finish a sign-up with the new passkey: the session cookie is set, the recovery code shown once',
  })
  @ApiCreatedResponse({ type: AccountAnswerResponse })
  @ApiForbiddenResponse(refused)
  @ApiConflictResponse({ type: ErrorResponse, description: 'account/name-taken' })
  register(
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
    @Body() body: PasskeyAnswerDto,
  ) {
    return this.accounts.register(
      request,
      response,
      body.ceremonyId,
      body.response as unknown as RegistrationResponseJSON,
    );
  }

  @Post('sessions/options')
  @HttpCode(200)
  @ApiOperation({ summary: 'Start a sign-in: the passkey options' })
  @ApiOkResponse({ type: CeremonyResponse })
  signInOptions(@Req() request: Request) {
    return this.accounts.signInOptions(request);
  }

  @Post('sessions')
  @HttpCode(200)
  @ApiOperation({ summary: 'Sign in with a passkey: the session cookie is set' })
  @ApiOkResponse({ type: AccountAnswerResponse })
  @ApiForbiddenResponse(refused)
  signIn(
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
    @Body() body: PasskeyAnswerDto,
  ) {
    return this.accounts.signIn(
      request,
      response,
      body.ceremonyId,
      body.response as unknown as AuthenticationResponseJSON,
    );
  }

  @Post('sessions/end')
  @HttpCode(204)
  @ApiOperation({ summary: 'Sign out: the session closes and its cookie is cleared' })
  @ApiNoContentResponse()
  signOut(@Req() request: Request, @Res({ passthrough: true }) response: Response) {
    return this.accounts.signOut(request, response);
  }

  @Post('recovery')
  @HttpCode(200)
  @ApiOperation({ summary: 'Sign in with the recovery code, once: a new code is shown in the answer' })
  @ApiOkResponse({ type: AccountAnswerResponse })
  @ApiForbiddenResponse({ type: ErrorResponse, description: 'account/recovery-refused' })
  recover(
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
    @Body() body: RecoveryDto,
  ) {
    return this.accounts.recover(request, response, body.name, body.recoveryCode);
  }

  @Get('me')
  @ApiCookieAuth('session')
  @ApiOperation({ summary: 'The signed-in player’s account, or null' })
  @ApiOkResponse({ type: MeResponse })
  me(@Req() request: Request) {
    return this.accounts.me(request);
  }

  @Post('me/passkeys/options')
  @HttpCode(200)
  @ApiCookieAuth('session')
  @ApiOperation({ summary: 'Start adding a passkey to the signed-in account' })
  @ApiOkResponse({ type: CeremonyResponse })
  @ApiUnauthorizedResponse(signIn)
  passkeyOptions(@Req() request: Request) {
    return this.accounts.passkeyOptions(request);
  }

  @Post('me/passkeys')
  @ApiCookieAuth('session')
  @ApiOperation({ summary: 'Add a passkey to the signed-in account' })
  @ApiCreatedResponse({ type: AccountAnswerResponse })
  @ApiUnauthorizedResponse(signIn)
  @ApiForbiddenResponse(refused)
  addPasskey(@Req() request: Request, @Body() body: PasskeyAnswerDto) {
    return this.accounts.addPasskey(
      request,
      body.ceremonyId,
      body.response as unknown as RegistrationResponseJSON,
    );
  }

  @Post('me/claims')
  @ApiCookieAuth('session')
  @ApiOperation({ summary: 'Claim a career, a game seat or a tournament’s console by its token, once' })
  @ApiCreatedResponse({ type: AccountAnswerResponse })
  @ApiUnauthorizedResponse(signIn)
  @ApiForbiddenResponse({ type: ErrorResponse, description: 'claim/token-invalid, session/cross-site' })
  @ApiConflictResponse({ type: ErrorResponse, description: 'claim/taken' })
  claim(@Req() request: Request, @Body() body: ClaimDto) {
    return this.claims.claim(request, body);
  }

  @Post('me/visibility')
  @HttpCode(200)
  @ApiCookieAuth('session')
  @ApiOperation({ summary: 'Choose what the player page shows to anyone' })
  @ApiOkResponse({ type: AccountAnswerResponse })
  @ApiUnauthorizedResponse(signIn)
  chooseVisibility(@Req() request: Request, @Body() body: VisibilityDto) {
    return this.accounts.chooseVisibility(request, body);
  }

  @Get('me/export')
  @ApiCookieAuth('session')
  @ApiProduces('application/x-ndjson')
  @ApiOperation({
    summary: 'The signed-in account’s own data as NDJSON: its events (hashes sealed) and its claimed seats',
  })
  @ApiOkResponse({ schema: { type: 'string' }, description: 'One JSON object a line' })
  @ApiUnauthorizedResponse(signIn)
  @ApiForbiddenResponse({ type: ErrorResponse, description: 'session/cross-site' })
  async export(@Req() request: Request, @Res() response: Response) {
    const lines = await this.data.export(request);
    response.setHeader('Content-Disposition', 'attachment; filename="account.ndjson"');
    await sendNdjson(response, lines);
  }

  @Delete('me')
  @HttpCode(204)
  @ApiCookieAuth('session')
  @ApiOperation({
    summary:
      'Delete the signed-in account: its name, passkeys, sessions and recovery code are erased; its games stay',
  })
  @ApiNoContentResponse()
  @ApiUnauthorizedResponse(signIn)
  @ApiForbiddenResponse({ type: ErrorResponse, description: 'session/cross-site' })
  delete(@Req() request: Request, @Res({ passthrough: true }) response: Response) {
    return this.data.delete(request, response);
  }
}
