import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { CreateKeyRequest, ListKeysRequest, RevokeKeyRequest, Subjects, VerifyKeyRequest } from '@app/contracts';
import { ApiKeysService } from './api-keys.service';

@Controller()
export class ApiKeysController {
  constructor(private readonly keys: ApiKeysService) {}

  @MessagePattern(Subjects.auth.createKey)
  create(@Payload() request: CreateKeyRequest) {
    return this.keys.create(request);
  }

  @MessagePattern(Subjects.auth.listKeys)
  list(@Payload() request: ListKeysRequest) {
    return this.keys.list(request.org);
  }

  @MessagePattern(Subjects.auth.revokeKey)
  revoke(@Payload() request: RevokeKeyRequest) {
    return this.keys.revoke(request);
  }

  @MessagePattern(Subjects.auth.verifyKey)
  verify(@Payload() request: VerifyKeyRequest) {
    return this.keys.verify(request.key);
  }
}
