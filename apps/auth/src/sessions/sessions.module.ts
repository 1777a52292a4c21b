import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { UsersModule } from '../users/users.module';
import { SessionEntity } from './session.entity';
import { SessionRepository } from './session.repository';
import { SessionsController } from './sessions.controller';
import { SessionsService } from './sessions.service';
import { SignInThrottle } from './sign-in-throttle';
import { SignInThrottleEntity } from './sign-in-throttle.entity';
import { SignInThrottleRepository } from './sign-in-throttle.repository';

@Module({
  imports: [TypeOrmModule.forFeature([SessionEntity, SignInThrottleEntity]), UsersModule],
  controllers: [SessionsController],
  providers: [SessionRepository, SessionsService, SignInThrottleRepository, SignInThrottle],
  exports: [SessionsService, SignInThrottle],
})
export class SessionsModule {}
