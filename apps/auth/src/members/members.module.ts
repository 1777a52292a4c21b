import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { SessionsModule } from '../sessions/sessions.module';
import { MembershipEntity } from '../users/membership.entity';
import { UsersModule } from '../users/users.module';
import { InvitationEntity } from './invitation.entity';
import { InvitationRepository } from './invitation.repository';
import { InvitationsService } from './invitations.service';
import { MemberRepository } from './member.repository';
import { MembersController } from './members.controller';
import { MembersService } from './members.service';

@Module({
  imports: [TypeOrmModule.forFeature([MembershipEntity, InvitationEntity]), UsersModule, SessionsModule],
  controllers: [MembersController],
  providers: [MemberRepository, InvitationRepository, MembersService, InvitationsService],
})
export class MembersModule {}
