import { IsInt, IsObject, IsOptional, IsString, Length, Min } from 'class-validator';

/** `join`: a stream kind (`career`, `game`) and its id; `after` resumes from the last position received. */
export class JoinMessage {
  @IsString()
  @Length(1, 40)
  stream!: string;

  @IsString()
  @Length(1, 100)
  id!: string;

  @IsOptional()
  @IsInt()
  @Min(0)
  after?: number;
}

/** `leave`: stop receiving a stream's updates. */
export class LeaveMessage {
  @IsString()
  @Length(1, 40)
  stream!: string;

  @IsString()
  @Length(1, 100)
  id!: string;
}

/** `command`: a seat's command, as the HTTP body, for the stream named (its policy checks the rest). */
export class CommandMessage extends LeaveMessage {
  @IsString()
  @Length(1, 100)
  commandId!: string;

  @IsString()
  @Length(1, 100)
  type!: string;

  @IsObject()
  data!: Record<string, unknown>;
}
