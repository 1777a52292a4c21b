import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { CreateUserRequest, Subjects } from '@app/contracts';
import { UsersService } from './users.service';

@Controller()
export class UsersController {
  constructor(private readonly users: UsersService) {}

  @MessagePattern(Subjects.auth.createUser)
  create(@Payload() request: CreateUserRequest) {
    return this.users.create(request);
  }
}
