import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { OrganizationsModule } from '../organizations/organizations.module';
import { MemberRoles } from './member-roles';
import { MembershipEntity } from './membership.entity';
import { UserEntity } from './user.entity';
import { UserRepository } from './user.repository';
import { UsersController } from './users.controller';
import { UsersService } from './users.service';

/** Accounts and their roles in organizations: the user repository and MemberRoles serve every feature. */
@Module({
  imports: [TypeOrmModule.forFeature([UserEntity, MembershipEntity]), OrganizationsModule],
  controllers: [UsersController],
  providers: [UserRepository, MemberRoles, UsersService],
  exports: [UserRepository, MemberRoles],
})
export class UsersModule {}
